import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPONENT_TEXTS } from './texts';

/** First / Prev / Next and the range label of a paged section. */
export function Pager({
  first,
  count,
  total,
  onChange,
  label,
}: {
  first: number;
  count: number;
  total: number;
  onChange: (first: number) => void;
  label: string;
}) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', mt: 1 }}
    >
      <Button size="small" disabled={first === 0} onClick={() => onChange(0)}>
        {COMPONENT_TEXTS.first}
      </Button>
      <Button size="small" disabled={first === 0} onClick={() => onChange(Math.max(0, first - count))}>
        {COMPONENT_TEXTS.prev}
      </Button>
      <Button size="small" disabled={first + count >= total} onClick={() => onChange(first + count)}>
        {COMPONENT_TEXTS.next}
      </Button>
      <Typography variant="body2">
        {COMPONENT_TEXTS.range(Math.min(first + 1, total), Math.min(first + count, total), total)}
      </Typography>
    </Stack>
  );
}
