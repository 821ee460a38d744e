import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { chosen, FileButton } from '../../components/FileButton';
import { BlobAvatar } from '../../layout/UserAvatar';
import { blobUrl } from '../../lib/images';
import { TARGET_PAGE_TEXTS as T } from './texts';

export interface TargetHeaderProps {
  title: string;
  subtitle: string;
  iconblob?: string;
  bannerblob?: string;
  /** Uploads are offered (manage_domain, not readonly). */
  editable: boolean;
  onUpload: (image: 'icon' | 'banner', file: File) => void;
  uploading: boolean;
  /** Buttons beside the title (launch, delete, plan, release). */
  actions?: ReactNode;
}

/** A missing icon or banner is outlined in the warning colour and says it is required (single-target-and-flows.md §2, §5). */
const requiredSx = (missing: boolean) =>
  missing ? { outline: '2px dashed', outlineColor: 'warning.main', outlineOffset: 2 } : undefined;

/** The target's title, icon and banner (4:1, 2880x720), with their uploads (single-target-and-flows.md §2 Manage page, §9). */
export function TargetHeader({
  title,
  subtitle,
  iconblob,
  bannerblob,
  editable,
  onUpload,
  uploading,
  actions,
}: TargetHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          aspectRatio: '4 / 1',
          maxHeight: 220,
          width: '100%',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          ...requiredSx(editable && !bannerblob),
        }}
      >
        {bannerblob ? (
          <Box
            component="img"
            src={blobUrl(bannerblob)}
            alt={`${T.banner}: ${title}`}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography color="text.secondary">
            {T.noBanner}
            {editable ? ` · ${T.required}` : ''}
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <Box sx={requiredSx(editable && !iconblob)}>
          <BlobAvatar blob={iconblob} name={title} sx={{ width: 72, height: 72 }} />
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
          {editable && !iconblob && (
            <Typography variant="body2" color="warning.main">
              {T.icon}: {T.required}
            </Typography>
          )}
        </Box>
        {editable && (
          <Stack direction="row" spacing={1}>
            <FileButton
              accept="image/*"
              variant="outlined"
              disabled={uploading}
              onChange={chosen((file) => onUpload('icon', file))}
            >
              {T.changeIcon}
            </FileButton>
            <FileButton
              accept="image/*"
              variant="outlined"
              disabled={uploading}
              onChange={chosen((file) => onUpload('banner', file))}
            >
              {T.changeBanner}
            </FileButton>
          </Stack>
        )}
      </Stack>
      {actions && (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ px: 2, pb: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
