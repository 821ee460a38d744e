import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasNextPage, rangeLabel } from '../../lib/listState';
import { COLLECTION_TEXTS } from './texts';

export interface CollectionPagerProps {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

/** First / Prev / Next and the range label ("1–30 of 1234"). */
export function CollectionPager({ page, shown, total, onPage }: CollectionPagerProps) {
  return (
    <Stack
      component="nav"
      aria-label={COLLECTION_TEXTS.paging}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => onPage(1)}>
        {COLLECTION_TEXTS.first}
      </Button>
      <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {COLLECTION_TEXTS.prev}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!hasNextPage(page, total)}
        onClick={() => onPage(page + 1)}
      >
        {COLLECTION_TEXTS.next}
      </Button>
      <Typography variant="body2" role="status" sx={{ ml: 1 }}>
        {rangeLabel(page, shown, total)}
      </Typography>
    </Stack>
  );
}
