import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeaturedItem } from '../../dataProvider/adminPages';
import { FEATURED_TEXTS as T } from './texts';

const blobUrl = (blob: string) => `/v2/public/blobs/${encodeURIComponent(blob)}`;

/** The entry's discovery icon, discovery banner and banner, when it has them. */
export function FeaturedImages({ item }: { item: FeaturedItem }) {
  const label = item.nickname || item.name;
  const images = [
    { blob: item.discoveryiconblob, kind: T.discoveryIcon, width: 48 },
    { blob: item.discoverybannerblob, kind: T.discoveryBanner, width: 96 },
    { blob: item.bannerblob, kind: T.banner, width: 96 },
  ].flatMap(({ blob, ...rest }) => (blob ? [{ blob, ...rest }] : []));
  if (images.length === 0) return <Typography color="text.secondary">{T.noImage}</Typography>;
  return (
    <Stack direction="row" spacing={1}>
      {images.map((image) => (
        <img
          key={image.kind}
          src={blobUrl(image.blob)}
          alt={T.image(image.kind, label)}
          width={image.width}
          height={48}
          style={{ objectFit: 'cover' }}
        />
      ))}
    </Stack>
  );
}
