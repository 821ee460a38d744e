import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPONENT_TEXTS } from './texts';

/**
 * The console's one pager: First / Prev / Next and the range label ("1–30 of 1234") of a paged list.
 * `first` is the 0-based offset of the first row shown, `count` the page size; `onChange` gets the new offset.
 */
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
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
    >
      <Button size="small" variant="outlined" disabled={first === 0} onClick={() => onChange(0)}>
        {COMPONENT_TEXTS.first}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={first === 0}
        onClick={() => onChange(Math.max(0, first - count))}
      >
        {COMPONENT_TEXTS.prev}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={first + count >= total}
        onClick={() => onChange(first + count)}
      >
        {COMPONENT_TEXTS.next}
      </Button>
      <Typography variant="body2" role="status" sx={{ ml: 1 }}>
        {COMPONENT_TEXTS.range(first, count, total)}
      </Typography>
    </Stack>
  );
}
