/**
 * The live map's canvas (react-konva): tiles under the district vectors, hover highlight, click select, drag
 * pan, wheel zoom around the pointer. A press shorter than 250 ms is a click, longer a drag; districts draw
 * only at zoom 0.5 or more. Hit testing is done on the loaded data, so no shape listens for events and
 * thousands of shapes stay cheap to draw.
 */
import type Konva from 'konva';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Image as KonvaImage, Layer, Line, Shape, Stage } from 'react-konva';
import {
  CLICK_MAX_MS,
  DISTRICT_MIN_ZOOM,
  tileSizeFor,
  tilesInView,
  WHEEL_ZOOM_FACTOR,
} from '../../../common/map';
import { mapTileUrl } from '../../lib/images';
import { featuresAt, type DistrictData, type Feature, type Point } from '../../lib/mapFeatures';
import { useTileImage } from './useTileImage';

export interface View {
  /** Stage offset in pixels and zoom (pixels per world unit). */
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

/** `view` zoomed by `factor` around the screen point (`px`, `py`). */
export function zoomAround(view: View, factor: number, px: number, py: number): View {
  const scale = clampZoom(view.scale * factor);
  const mx = (px - view.x) / view.scale;
  const my = (py - view.y) / view.scale;
  return { scale, x: px - mx * scale, y: py - my * scale };
}

const flat = (poly: readonly Point[]) => poly.flatMap(([x, y]) => [x, -y]);

function Tile({ size, x, y }: { size: number; x: number; y: number }) {
  const image = useTileImage(mapTileUrl(size, x, y));
  return image ? <KonvaImage image={image} x={x * size} y={y * size} width={size} height={size} /> : null;
}

/** Every district drawn as one shape: outlines, blocks and buildings in one batch per frame. */
function Districts({ districts, scale }: { districts: readonly DistrictData[]; scale: number }) {
  return (
    <Shape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(context) => {
        const ctx = context._context;
        const path = (poly: readonly Point[]) => {
          poly.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, -y) : ctx.lineTo(x, -y)));
          ctx.closePath();
        };
        ctx.lineWidth = 1 / scale;
        ctx.beginPath();
        for (const d of districts) path(d.district.boundingpoly);
        ctx.strokeStyle = '#3949ab';
        ctx.stroke();
        ctx.beginPath();
        for (const d of districts) for (const s of d.subdistricts) path(s.curbpoly);
        ctx.strokeStyle = 'rgba(57, 73, 171, 0.5)';
        ctx.stroke();
        ctx.beginPath();
        for (const d of districts) for (const b of d.buildings) path(b.boundingpoly);
        ctx.fillStyle = 'rgba(57, 73, 171, 0.35)';
        ctx.fill();
      }}
    />
  );
}

/** Live players as red dots, all drawn in one batch of rectangle fills (5,000 players stay smooth). */
function Players({ players, scale }: { players: ReadonlyMap<string, PlayerDot>; scale: number }) {
  return (
    <Shape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(context) => {
        const ctx = context._context;
        // Squares, not arcs: at dot size they look the same and fill several times faster without a GPU.
        const r = Math.max(2, 4 / Math.sqrt(scale)) / scale;
        const side = 2 * r;
        ctx.fillStyle = '#e53935';
        for (const p of players.values()) ctx.fillRect(p.x - r, -p.y - r, side, side);
      }}
    />
  );
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

export function MapCanvas(props: MapCanvasProps) {
  const { width, height, view, onView, districts, selected, onPick, players, onPlayersMoved } = props;
  const [hovered, setHovered] = useState<Feature | null>(null);
  const press = useRef<{ at: number; x: number; y: number; view: View } | null>(null);
  const playersLayer = useRef<Konva.Layer>(null);
  const showDistricts = view.scale >= DISTRICT_MIN_ZOOM;

  const rect = visibleRect(view, width, height);
  const tileSize = tileSizeFor(rect.right - rect.left);
  const tiles = tilesInView(tileSize, rect.left, rect.top, rect.right, rect.bottom);

  useEffect(() => onPlayersMoved(() => playersLayer.current?.batchDraw()), [onPlayersMoved]);

  const mapPoint = useCallback(
    (px: number, py: number) => ({ x: (px - view.x) / view.scale, y: -(py - view.y) / view.scale }),
    [view],
  );

  const onPointerDown = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const pos = event.target.getStage()?.getPointerPosition();
    if (!pos) return;
    press.current = { at: performance.now(), x: pos.x, y: pos.y, view };
  };
  const onPointerMove = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const pos = event.target.getStage()?.getPointerPosition();
    if (!pos) return;
    const start = press.current;
    if (start) {
      onView({ ...start.view, x: start.view.x + pos.x - start.x, y: start.view.y + pos.y - start.y });
      return;
    }
    if (!showDistricts) return setHovered(null);
    const p = mapPoint(pos.x, pos.y);
    const hits = featuresAt(districts, p.x, p.y);
    const top = hits[hits.length - 1] ?? null;
    setHovered((current) => (current?.code === top?.code && current?.kind === top?.kind ? current : top));
  };
  const onPointerUp = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const start = press.current;
    press.current = null;
    const pos = event.target.getStage()?.getPointerPosition();
    if (!start || !pos) return;
    if (performance.now() - start.at >= CLICK_MAX_MS) return;
    // A click: the view goes back to where the press began, and the features there are picked.
    const before = start.view;
    onView(before);
    if (before.scale < DISTRICT_MIN_ZOOM) return;
    onPick(featuresAt(districts, (start.x - before.x) / before.scale, -(start.y - before.y) / before.scale));
  };
  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const pos = event.target.getStage()?.getPointerPosition();
    if (!pos) return;
    onView(zoomAround(view, Math.exp(-event.evt.deltaY * WHEEL_ZOOM_FACTOR), pos.x, pos.y));
  };

  return (
    <Stage
      width={width}
      height={height}
      x={view.x}
      y={view.y}
      scaleX={view.scale}
      scaleY={view.scale}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerLeave={() => {
        press.current = null;
        setHovered(null);
      }}
      onWheel={onWheel}
    >
      <Layer listening={false}>
        {tiles.map((t) => (
          <Tile key={`${tileSize}:${t.x}:${t.y}`} size={tileSize} x={t.x} y={t.y} />
        ))}
      </Layer>
      <Layer listening={false}>
        {showDistricts && <Districts districts={districts} scale={view.scale} />}
        {hovered && <Line points={flat(hovered.poly)} closed stroke="#ff9800" strokeWidth={2 / view.scale} />}
        {selected && (
          <Line
            points={flat(selected.poly)}
            closed
            stroke="#00695c"
            strokeWidth={3 / view.scale}
            fill="rgba(0, 105, 92, 0.15)"
          />
        )}
      </Layer>
      <Layer ref={playersLayer} listening={false}>
        <Players players={players} scale={view.scale} />
      </Layer>
    </Stage>
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
