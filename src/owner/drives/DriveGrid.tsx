import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { DriveItem } from '../../dataProvider/drives';
import { canDeleteAt } from '../../lib/drivePaths';
import { DRIVES_TEXTS } from './texts';

export interface DriveGridProps {
  items: DriveItem[];
  hasMore: boolean;
  onMore: () => void;
  onOpen: (item: DriveItem) => void;
  onInfo: (item: DriveItem) => void;
  onPreview: (item: DriveItem) => void;
  onDelete: (item: DriveItem) => void;
}

/** Files of a linked Google Drive or Vimeo account: their `url` is their page there, not their bytes. */
export const opensAtProvider = (item: DriveItem): boolean =>
  item.type === 'file' && (item.provider === 'google' || item.provider === 'vimeo') && Boolean(item.url);

const previewable = (item: DriveItem) =>
  !opensAtProvider(item) && /^(image\/|video\/|text\/markdown)/.test(item.mimeType ?? '');

/** Folders and files; scrolling to the end loads the next page. */
export function DriveGrid({ items, hasMore, onMore, onOpen, onInfo, onPreview, onDelete }: DriveGridProps) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, onMore]);

  if (items.length === 0) return <Typography>{DRIVES_TEXTS.emptyFolder}</Typography>;
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Grid key={item.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card variant="outlined">
              <CardActionArea
                {...(opensAtProvider(item)
                  ? { component: 'a', href: item.url, target: '_blank', rel: 'noopener noreferrer' }
                  : { onClick: () => (item.type === 'file' ? onPreview(item) : onOpen(item)) })}
              >
                <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  {item.thumbnailUri ? (
                    <img
                      src={item.thumbnailUri}
                      alt=""
                      width={40}
                      height={40}
                      style={{ objectFit: 'cover' }}
                    />
                  ) : item.type === 'file' ? (
                    <InsertDriveFileIcon aria-hidden="true" />
                  ) : (
                    <FolderIcon aria-hidden="true" />
                  )}
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
                </CardContent>
              </CardActionArea>
              {item.type === 'file' && (
                <CardActions>
                  <Button
                    size="small"
                    onClick={() => onInfo(item)}
                    aria-label={`${DRIVES_TEXTS.info} ${item.name}`}
                  >
                    {DRIVES_TEXTS.info}
                  </Button>
                  {previewable(item) && (
                    <Button
                      size="small"
                      onClick={() => onPreview(item)}
                      aria-label={`${DRIVES_TEXTS.preview} ${item.name}`}
                    >
                      {DRIVES_TEXTS.preview}
                    </Button>
                  )}
                  {canDeleteAt(item.path) && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onDelete(item)}
                      aria-label={`${DRIVES_TEXTS.delete} ${item.name}`}
                    >
                      {DRIVES_TEXTS.delete}
                    </Button>
                  )}
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
      {hasMore && (
        <div ref={sentinel}>
          <Button onClick={onMore}>{DRIVES_TEXTS.loadMore}</Button>
        </div>
      )}
    </>
  );
}
