/**
 * The demo mode's simulated players ("demo walkers"): they walk the streets between the districts that have
 * buildings, a few world units per step, so the live map has moving dots without a VR server. Their accounts
 * are named `demo-walker-N` and the map says in demo mode that its players are simulated. Pure and seeded.
 */
import { cellBounds } from '../../common/map.ts';
import type { LivePosition } from '../../common/realtime.ts';

interface Walker {
  ac: string;
  x: number;
  z: number;
  tx: number;
  tz: number;
}

/** World units a walker moves per step (steps come twice a second). */
const STEP = 6;

export class DemoWalkers {
  private readonly walkers: Walker[];
  private seed: number;

  constructor(
    private readonly cells: readonly { cellx: number; celly: number }[],
    count: number,
    seed = 7,
  ) {
    this.seed = seed;
    this.walkers = Array.from({ length: cells.length > 0 ? count : 0 }, (_, i) => {
      const start = this.corner();
      return { ac: `demo-walker-${i + 1}`, x: start.x, z: start.z, ...this.target(start) };
    });
  }

  private random(): number {
    // Park-Miller: the same walk on every start.
    this.seed = (this.seed * 48271) % 2147483647;
    return this.seed / 2147483647;
  }

  /** A street corner of a random district with buildings. */
  private corner() {
    const cell = this.cells[Math.floor(this.random() * this.cells.length)];
    const b = cellBounds(cell.cellx, cell.celly);
    const xs = [b.west, b.west + 150, b.east];
    const zs = [b.south, b.south + 150, b.north];
    return { x: xs[Math.floor(this.random() * 3)], z: zs[Math.floor(this.random() * 3)] };
  }

  /** The next corner along a street: 150 units east, west, north or south. */
  private target(from: { x: number; z: number }) {
    const d = [
      [150, 0],
      [-150, 0],
      [0, 150],
      [0, -150],
    ][Math.floor(this.random() * 4)];
    return { tx: from.x + d[0], tz: from.z + d[1] };
  }

  /** Moves every walker one step; answers their positions. */
  step(): LivePosition[] {
    return this.walkers.map((w) => {
      const dx = w.tx - w.x;
      const dz = w.tz - w.z;
      const distance = Math.hypot(dx, dz);
      if (distance <= STEP) {
        w.x = w.tx;
        w.z = w.tz;
        Object.assign(w, this.target(w));
      } else {
        w.x += (dx / distance) * STEP;
        w.z += (dz / distance) * STEP;
      }
      return { nm: 'normal', ev: 'pos', ac: w.ac, x: w.x, y: 0, z: w.z };
    });
  }
}
