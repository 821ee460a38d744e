import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { blobUrl } from '../lib/images';
import { initials } from '../lib/initials';

/**
 * A round picture from a blob hash. Without a picture it shows the initials of `name` — a nickname or a
 * metaverse's name, never an id — in the theme's primary colours (readable in both themes), and without those
 * a generic person icon. Decorative: the picture's alt is empty and the initials are hidden from screen
 * readers, so the name beside it (or the label of the button holding it) is what they read.
 */
export function BlobAvatar({
  blob,
  src,
  name,
  sx,
}: {
  blob?: string;
  /** A picture read another way (an object URL), when there is no blob hash. */
  src?: string;
  name: string;
  sx?: SxProps<Theme>;
}) {
  const letters = initials(name);
  return (
    <Avatar
      src={blob ? blobUrl(blob) : src}
      alt=""
      sx={[{ bgcolor: 'primary.main', color: 'primary.contrastText' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {letters ? <span aria-hidden="true">{letters}</span> : undefined}
    </Avatar>
  );
}
