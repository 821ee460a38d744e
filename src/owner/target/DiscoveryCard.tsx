import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { chosen, FileButton } from '../../components/FileButton';
import { SectionFrame } from '../../components/SectionFrame';
import type { DiscoveryImage } from '../../dataProvider/targets';
import { blobUrl } from '../../lib/images';
import { previewBox, ratioMismatch } from '../../lib/imageRatio';
import { TARGET_PAGE_TEXTS as T } from './texts';

const SLOTS: readonly DiscoveryImage[] = [
  'discoverybanner',
  'discoveryicon',
  'doorimage',
  'branding',
  'oculusbanner',
];

/** The previews' height in pixels: each is drawn in its slot's ratio at this height (narrower on a phone). */
const PREVIEW_HEIGHT = 180;

/** The picture's width and height, read in the browser (0 × 0 when it cannot be read). */
function pictureSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve({ width: 0, height: 0 });
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** A target's discovery image blobs: an entity's or the metaverse's own. */
export type DiscoveryBlobs = Partial<Record<`${DiscoveryImage}blob`, string>>;

/**
 * The discovery images (single-target-and-flows.md §2, §9; screens.md B2) of a metaverse or one of its entities:
 * discovery banner 4:1, discovery icon 16:9, door image 1:1, hubscraper branding 1:1 (1024x1024) and the headset
 * event banner 16:9, each uploaded or cleared and previewed in its ratio; a picture of another ratio is stored
 * with a warning that it is cropped.
 */
export function DiscoveryCard({
  target,
  disabled,
  busy,
  onUpload,
  onClear,
}: {
  target: DiscoveryBlobs;
  disabled: boolean;
  busy: boolean;
  onUpload: (image: DiscoveryImage, file: File) => void;
  onClear: (image: DiscoveryImage) => void;
}) {
  const [warnings, setWarnings] = useState<Partial<Record<DiscoveryImage, boolean>>>({});
  const choose = async (slot: DiscoveryImage, file: File) => {
    const { width, height } = await pictureSize(file);
    setWarnings((current) => ({ ...current, [slot]: ratioMismatch(width, height, T.images[slot].ratio) }));
    onUpload(slot, file);
  };
  return (
    <SectionFrame title={T.discovery}>
      <Grid container spacing={2}>
        {SLOTS.map((slot) => {
          const info = T.images[slot];
          const blob = target[`${slot}blob`];
          return (
            <Grid key={slot} size={{ xs: 12, md: 6 }}>
              <Stack spacing={1}>
                <Typography component="h3" variant="subtitle1">
                  {info.label} · {info.size}
                </Typography>
                <Box
                  data-testid={`preview-${slot}`}
                  style={previewBox(info.ratio, PREVIEW_HEIGHT)}
                  sx={{
                    bgcolor: 'action.hover',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {blob && (
                    <Box
                      component="img"
                      src={blobUrl(blob)}
                      alt={info.label}
                      sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  )}
                </Box>
                {warnings[slot] && <Alert severity="warning">{T.ratioWarning(info.size)}</Alert>}
                <Stack direction="row" spacing={1}>
                  <FileButton
                    accept="image/*"
                    variant="outlined"
                    size="small"
                    disabled={disabled || busy}
                    aria-label={T.uploadNamed(info.label)}
                    onChange={chosen((file) => void choose(slot, file))}
                  >
                    {T.upload}
                  </FileButton>
                  <Button
                    size="small"
                    disabled={disabled || busy || !blob}
                    aria-label={T.clearNamed(info.label)}
                    onClick={() => {
                      setWarnings((current) => ({ ...current, [slot]: false }));
                      onClear(slot);
                    }}
                  >
                    {T.clear}
                  </Button>
                </Stack>
              </Stack>
            </Grid>
          );
        })}
      </Grid>
    </SectionFrame>
  );
}
