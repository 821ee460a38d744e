import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Storage } from '../../dataProvider/drives';
import { formatGigabytes, storagePercent } from '../../lib/storage';
import { DRIVES_TEXTS } from './texts';

/** Used and available storage of a metaverse, in GB. */
export function StorageBar({ storage }: { storage: Storage }) {
  const text = DRIVES_TEXTS.storage(formatGigabytes(storage.used), formatGigabytes(storage.available));
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 400 }}>
      <LinearProgress
        variant="determinate"
        value={storagePercent(storage.used, storage.available)}
        aria-label={DRIVES_TEXTS.storageLabel}
        aria-valuetext={text}
      />
      <Typography variant="body2" data-testid="storage-text">
        {text}
      </Typography>
    </Stack>
  );
}
