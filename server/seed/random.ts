/**
 * Determinism for seed data: ids derived from stable names, a seeded pseudo-random generator and dates
 * relative to a given "now", so two fresh databases seeded with the same clock hold the same world.
 */
import { createHash } from 'node:crypto';

/** A 24-hex document id derived from a kind and a stable key (`stableId('user', 'owner@demo.test')`). */
export function stableId(kind: string, key: string | number): string {
  return createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}

/** A small seeded generator (mulberry32): fast, repeatable, good enough for sample data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO-8601 UTC text of `now` shifted by `offsetMs` (negative = in the past). */
export function at(now: Date, offsetMs: number): string {
  return new Date(now.getTime() + offsetMs).toISOString();
}

/** Lower-case slug as the console makes them: spaces to underscores, other non-word characters removed. */
export function slug(title: string): string {
  return title.trim().replace(/\s+/g, '_').replace(/[^\w]/g, '').toLowerCase();
}

/** Upper-cases the first letter. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
