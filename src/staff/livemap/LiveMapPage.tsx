import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import RemoveIcon from '@mui/icons-material/Remove';
import { useEffect, useMemo, useRef, useState } from 'react';
import { cellsInView, districtPostcode, DISTRICT_MIN_ZOOM } from '../../../common/map';
import { useMapDistricts, useMapLatest } from '../../dataProvider/liveMap.queries';
import { useClientConfig } from '../../dataProvider/public.queries';
import { nextSelection, type Feature } from '../../lib/mapFeatures';
import { StaffOnly } from '../collections/StaffOnly';
import { keyboardView, MapCanvas, visibleRect, zoomAround, type View } from './MapCanvas';
import { MapSidePanel } from './MapSidePanel';
import { useFullscreen } from './useFullscreen';
import { useLivePlayers, usePlayerCount, type LivePlayers } from './useLivePlayers';
import { LIVE_MAP_TEXTS as T } from './texts';

/** Districts farther than this many cells around the view are not asked for (the view at zoom 0.5 is smaller). */
const MAX_CELLS = 400;

function useSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

/** The number of players on the map; it re-renders alone, once a second. */
function PlayerCount({ players }: { players: LivePlayers['players'] }) {
  // Figures of one width, so the controls beside the count keep their place as it changes.
  return (
    <Typography role="status" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {T.players(usePlayerCount(players))}
    </Typography>
  );
}

function LiveMap() {
  const { ref, width, height } = useSize<HTMLDivElement>();
  // The world origin in the middle, zoomed in far enough to see districts.
  const [moved, setView] = useState<View | null>(null);
  const [selected, setSelected] = useState<Feature | null>(null);
  const view = useMemo(
    () => moved ?? (width > 0 ? { x: width / 2, y: height / 2, scale: 0.6 } : null),
    [moved, width, height],
  );
  const current = view ?? { x: 0, y: 0, scale: 0.6 };

  const { latest, failed: latestFailed } = useMapLatest();
  const postcodes = useMemo(() => {
    if (!view || view.scale < DISTRICT_MIN_ZOOM) return [];
    const r = visibleRect(view, width, height);
    return cellsInView(r.left, r.top, r.right, r.bottom)
      .slice(0, MAX_CELLS)
      .map((c) => districtPostcode(c.cellx, c.celly));
  }, [view, width, height]);
  const { districts, failed } = useMapDistricts(latest, postcodes);
  const live = useLivePlayers();
  const demo = Boolean(useClientConfig()?.demo);

  const zoomBy = (factor: number) => setView(zoomAround(current, factor, width / 2, height / 2));
  const {
    ref: screenRef,
    supported: canFill,
    active: filling,
    toggle: toggleFill,
  } = useFullscreen<HTMLDivElement>();

  return (
    <Stack
      ref={screenRef}
      spacing={1}
      // On the whole screen the page's controls, map and panel fill it, on the page's own background.
      sx={
        filling
          ? { height: '100vh', p: 2, bgcolor: 'background.default' }
          : { height: 'calc(100vh - 112px)', minHeight: 420 }
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {T.title}
        </Typography>
        <PlayerCount players={live.players} />
        <Typography>{T.zoomLevel(current.scale)}</Typography>
        <IconButton aria-label={T.zoomOut} onClick={() => zoomBy(0.8)}>
          <RemoveIcon />
        </IconButton>
        <IconButton aria-label={T.zoomIn} onClick={() => zoomBy(1.25)}>
          <AddIcon />
        </IconButton>
        {canFill && (
          <IconButton
            aria-label={filling ? T.exitFullScreen : T.fullScreen}
            onClick={() => void toggleFill()}
          >
            {filling ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        )}
      </Stack>
      {/* One line kept for these notes, so the map does not move down when the client's settings arrive. */}
      <Typography sx={{ minHeight: '1.5em' }}>
        {[demo && T.demoPlayers, current.scale < DISTRICT_MIN_ZOOM && T.districtsHidden]
          .filter(Boolean)
          .join(' ')}
      </Typography>
      {/* The specification only logs these failures; the map also says so, as it is otherwise incomplete. */}
      {latestFailed && <Alert severity="warning">{T.latestFailed}</Alert>}
      {failed > 0 && <Alert severity="warning">{T.districtsFailed(failed)}</Alert>}
      <Stack direction="row" sx={{ flexGrow: 1, minHeight: 0, border: 1, borderColor: 'divider' }}>
        <Box
          ref={ref}
          role="img"
          aria-label={T.canvas}
          aria-describedby="live-map-help"
          tabIndex={0}
          onKeyDown={(event) => {
            const next = keyboardView(event, current, width, height);
            if (next) {
              event.preventDefault();
              setView(next);
            }
          }}
          sx={{ flexGrow: 1, minWidth: 0, position: 'relative', overflow: 'hidden', cursor: 'grab' }}
        >
          {view && width > 0 && (
            <MapCanvas
              width={width}
              height={height}
              view={view}
              onView={setView}
              districts={districts}
              selected={selected}
              onPick={(hits) => setSelected((before) => nextSelection(before, hits))}
              players={live.players}
              onPlayersMoved={live.subscribe}
            />
          )}
        </Box>
        <MapSidePanel districts={districts} selected={selected} onSelect={setSelected} />
      </Stack>
      <Typography id="live-map-help" variant="body2" color="text.secondary">
        {T.canvasHelp}
      </Typography>
    </Stack>
  );
}

/** The live map (staff-and-agents.md §2.14): the building world with live players as red dots. */
export function LiveMapPage() {
  return (
    <StaffOnly>
      <LiveMap />
    </StaffOnly>
  );
}
