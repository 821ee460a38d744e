import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { blobUrl } from '../lib/images';

/** A round picture from a blob hash, falling back to the name's first letter (decorative: alt is empty). */
export function BlobAvatar({ blob, name, sx }: { blob?: string; name: string; sx?: SxProps<Theme> }) {
  return (
    <Avatar src={blob ? blobUrl(blob) : undefined} alt="" sx={sx}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
