/**
 * The live map's canvas, drawn with the browser's canvas 2D context: tiles under the district vectors, hover
 * highlight and selection on one canvas, the live players on a second one above it (they move several times a
 * second and redraw alone); click select, drag pan, wheel zoom around the pointer. A press shorter than 250 ms is
 * a click, longer a drag; districts draw only at zoom 0.5 or more. Hit testing is done on the loaded data, so
 * thousands of shapes stay cheap to draw.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {
  CLICK_MAX_MS,
  DISTRICT_MIN_ZOOM,
  tileSizeFor,
  tilesInView,
  WHEEL_ZOOM_FACTOR,
} from '../../../common/map';
import { mapTileUrl } from '../../lib/images';
import { featuresAt, type DistrictData, type Feature, type Point } from '../../lib/mapFeatures';
import { useTileImages } from './useTileImage';

export interface View {
  /** Offset of the map's origin in pixels, and zoom (pixels per world unit). */
  x: number;
  y: number;
  scale: number;
}

/** A player dot: world x east, y north. */
export interface PlayerDot {
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.02;
export const MAX_ZOOM = 8;
const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** The visible rectangle in map space (x east, y south). */
export function visibleRect(view: View, width: number, height: number) {
  return {
    left: -view.x / view.scale,
    top: -view.y / view.scale,
    right: (width - view.x) / view.scale,
    bottom: (height - view.y) / view.scale,
  };
}

/** The world point (x east, y north) under the screen point (`px`, `py`). */
function worldPoint(view: View, px: number, py: number) {
  return { x: (px - view.x) / view.scale, y: -(py - view.y) / view.scale };
}

/** `view` zoomed by `factor` around the screen point (`px`, `py`). */
export function zoomAround(view: View, factor: number, px: number, py: number): View {
  const scale = clampZoom(view.scale * factor);
  const mx = (px - view.x) / view.scale;
  const my = (py - view.y) / view.scale;
  return { scale, x: px - mx * scale, y: py - my * scale };
}

/** A polygon of world points (y north) as a closed sub-path in map space (y south). */
function tracePolygon(ctx: CanvasRenderingContext2D, poly: readonly Point[]): void {
  poly.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, -y) : ctx.lineTo(x, -y)));
  ctx.closePath();
}

/**
 * Sizes the canvas's pixels to its CSS size at the screen's pixel ratio, clears it and sets the map's transform:
 * what is drawn next is in map space.
 */
function prepare(canvas: HTMLCanvasElement, width: number, height: number, view: View) {
  const ratio = window.devicePixelRatio || 1;
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(height * ratio);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, pixelWidth, pixelHeight);
  ctx.setTransform(ratio * view.scale, 0, 0, ratio * view.scale, ratio * view.x, ratio * view.y);
  return ctx;
}

/** Every district in one batch per kind: outlines, blocks, then buildings. */
function drawDistricts(ctx: CanvasRenderingContext2D, districts: readonly DistrictData[], scale: number) {
  ctx.lineWidth = 1 / scale;
  ctx.beginPath();
  for (const d of districts) tracePolygon(ctx, d.district.boundingpoly);
  ctx.strokeStyle = '#3949ab';
  ctx.stroke();
  ctx.beginPath();
  for (const d of districts) for (const s of d.subdistricts) tracePolygon(ctx, s.curbpoly);
  ctx.strokeStyle = 'rgba(57, 73, 171, 0.5)';
  ctx.stroke();
  ctx.beginPath();
  for (const d of districts) for (const b of d.buildings) tracePolygon(ctx, b.boundingpoly);
  ctx.fillStyle = 'rgba(57, 73, 171, 0.35)';
  ctx.fill();
}

/** One feature's outline, and its fill when given. */
function drawOutline(
  ctx: CanvasRenderingContext2D,
  feature: Feature,
  stroke: string,
  width: number,
  fill?: string,
) {
  ctx.beginPath();
  tracePolygon(ctx, feature.poly);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  ctx.lineWidth = width;
  ctx.strokeStyle = stroke;
  ctx.stroke();
}

/** Live players as red dots, all in one batch of rectangle fills (5,000 players stay smooth). */
function drawPlayers(ctx: CanvasRenderingContext2D, players: ReadonlyMap<string, PlayerDot>, scale: number) {
  // Squares, not arcs: at dot size they look the same and fill several times faster without a GPU.
  const r = Math.max(2, 4 / Math.sqrt(scale)) / scale;
  const side = 2 * r;
  ctx.fillStyle = '#e53935';
  for (const p of players.values()) ctx.fillRect(p.x - r, -p.y - r, side, side);
}

export interface MapCanvasProps {
  width: number;
  height: number;
  view: View;
  onView: (view: View) => void;
  districts: readonly DistrictData[];
  selected: Feature | null;
  /** A click at a map point: the nested features there, outermost first. */
  onPick: (hits: Feature[]) => void;
  players: ReadonlyMap<string, PlayerDot>;
  /** Subscribes to player moves, so the dots redraw without re-rendering anything else. */
  onPlayersMoved: (listener: () => void) => () => void;
}

const LAYER = { position: 'absolute', top: 0, left: 0 } as const;

/** The pointer's position on the canvas, in CSS pixels. */
function pointerOn(canvas: HTMLCanvasElement | null, event: { clientX: number; clientY: number }) {
  const box = canvas?.getBoundingClientRect();
  return box ? { x: event.clientX - box.left, y: event.clientY - box.top } : null;
}

export function MapCanvas(props: MapCanvasProps) {
  const { width, height, view, onView, districts, selected, onPick, players, onPlayersMoved } = props;
  const [hovered, setHovered] = useState<Feature | null>(null);
  const press = useRef<{ at: number; x: number; y: number; view: View } | null>(null);
  const mapLayer = useRef<HTMLCanvasElement>(null);
  const playersLayer = useRef<HTMLCanvasElement>(null);
  const showDistricts = view.scale >= DISTRICT_MIN_ZOOM;

  const rect = visibleRect(view, width, height);
  const tileSize = tileSizeFor(rect.right - rect.left);
  const tiles = tilesInView(tileSize, rect.left, rect.top, rect.right, rect.bottom).map((t) => ({
    ...t,
    url: mapTileUrl(tileSize, t.x, t.y),
  }));
  const images = useTileImages(tiles.map((t) => t.url));

  // The map layer: drawn again on every render (a new view, a tile arriving, hover or selection).
  useLayoutEffect(() => {
    const ctx = mapLayer.current && prepare(mapLayer.current, width, height, view);
    if (!ctx) return;
    for (const t of tiles) {
      const image = images.get(t.url);
      if (image) ctx.drawImage(image, t.x * tileSize, t.y * tileSize, tileSize, tileSize);
    }
    if (showDistricts) drawDistricts(ctx, districts, view.scale);
    if (hovered) drawOutline(ctx, hovered, '#ff9800', 2 / view.scale);
    if (selected) drawOutline(ctx, selected, '#00695c', 3 / view.scale, 'rgba(0, 105, 92, 0.15)');
  });

  // The players' layer: with the view, and at most once a frame as players move.
  const drawPlayersLayer = useCallback(() => {
    const ctx = playersLayer.current && prepare(playersLayer.current, width, height, view);
    if (ctx) drawPlayers(ctx, players, view.scale);
  }, [width, height, view, players]);
  useLayoutEffect(drawPlayersLayer, [drawPlayersLayer]);
  useEffect(() => {
    let frame: number | null = null;
    const stop = onPlayersMoved(() => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        drawPlayersLayer();
      });
    });
    return () => {
      stop();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [onPlayersMoved, drawPlayersLayer]);

  const position = (event: { clientX: number; clientY: number }) => pointerOn(playersLayer.current, event);

  const onPointerDown = (event: PointerEvent) => {
    const pos = position(event);
    if (!pos) return;
    press.current = { at: performance.now(), x: pos.x, y: pos.y, view };
  };
  const onPointerMove = (event: PointerEvent) => {
    const pos = position(event);
    if (!pos) return;
    const start = press.current;
    if (start) {
      onView({ ...start.view, x: start.view.x + pos.x - start.x, y: start.view.y + pos.y - start.y });
      return;
    }
    if (!showDistricts) return setHovered(null);
    const p = worldPoint(view, pos.x, pos.y);
    const hits = featuresAt(districts, p.x, p.y);
    const top = hits[hits.length - 1] ?? null;
    setHovered((current) => (current?.code === top?.code && current?.kind === top?.kind ? current : top));
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = press.current;
    press.current = null;
    const pos = position(event);
    if (!start || !pos) return;
    if (performance.now() - start.at >= CLICK_MAX_MS) return;
    // A click: the view goes back to where the press began, and the features there are picked.
    const before = start.view;
    onView(before);
    if (before.scale < DISTRICT_MIN_ZOOM) return;
    const p = worldPoint(before, start.x, start.y);
    onPick(featuresAt(districts, p.x, p.y));
  };

  // The wheel zooms the map, not the page: a listener that may cancel the scroll (React's wheel listener cannot).
  useEffect(() => {
    const canvas = playersLayer.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pos = pointerOn(canvas, event);
      if (pos) onView(zoomAround(view, Math.exp(-event.deltaY * WHEEL_ZOOM_FACTOR), pos.x, pos.y));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [view, onView]);

  const size = { width, height };
  return (
    <div style={{ position: 'relative', ...size }}>
      <canvas ref={mapLayer} style={{ ...LAYER, ...size }} />
      <canvas
        ref={playersLayer}
        style={{ ...LAYER, ...size, touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => {
          press.current = null;
          setHovered(null);
        }}
      />
    </div>
  );
}

/** Keyboard use of the focused map: arrow keys pan by 50 pixels, + and - zoom around the centre. */
export function keyboardView(event: KeyboardEvent, view: View, width: number, height: number): View | null {
  const step = 50;
  switch (event.key) {
    case 'ArrowLeft':
      return { ...view, x: view.x + step };
    case 'ArrowRight':
      return { ...view, x: view.x - step };
    case 'ArrowUp':
      return { ...view, y: view.y + step };
    case 'ArrowDown':
      return { ...view, y: view.y - step };
    case '+':
    case '=':
      return zoomAround(view, 1.25, width / 2, height / 2);
    case '-':
      return zoomAround(view, 0.8, width / 2, height / 2);
    default:
      return null;
  }
}
