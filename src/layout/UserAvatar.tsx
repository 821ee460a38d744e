import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { blobUrl } from '../lib/images';
import { initials } from '../lib/initials';

/**
 * A round picture from a blob hash (decorative: alt is empty). Without a picture it shows the initials of
 * `name` — a nickname or a metaverse's name, never an id — and without those a generic person icon.
 */
export function BlobAvatar({ blob, name, sx }: { blob?: string; name: string; sx?: SxProps<Theme> }) {
  return (
    <Avatar src={blob ? blobUrl(blob) : undefined} alt="" sx={sx}>
      {initials(name) || undefined}
    </Avatar>
  );
}
