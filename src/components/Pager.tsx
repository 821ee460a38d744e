import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPONENT_TEXTS } from './texts';

/**
 * The console's one pager: First / Prev / Next and the range label ("1–30 of 1,234") of a paged list.
 * `first` is the 0-based offset of the first row shown, `count` the page size; `onChange` gets the new offset
 * and, for a list that pages by keyset, the reply's cursor of the page Next or Prev goes to (none for First).
 * When the list's count stopped at `total` (`capped`: more match), the label says "of more than" with the rows
 * `shown`, and Next follows the list's own word that a page comes after this one (its `next` cursor).
 */
export function Pager({
  first,
  count,
  total,
  onChange,
  label,
  cursors,
  capped,
}: {
  first: number;
  count: number;
  total: number;
  onChange: (first: number, cursor?: string) => void;
  label: string;
  /** The list reply's cursors of the pages after and before the one shown, when the list offers them. */
  cursors?: { next: string | null; prev: string | null };
  /** More documents match than `total` (the count stopped there); `shown` is how many rows this page holds. */
  capped?: { shown: number };
}) {
  const move = (to: number, cursor: string | null | undefined) =>
    cursor ? onChange(to, cursor) : onChange(to);
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
    >
      <Button size="small" variant="outlined" disabled={first === 0} onClick={() => onChange(0)}>
        {COMPONENT_TEXTS.first}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={first === 0}
        onClick={() => move(Math.max(0, first - count), first - count > 0 ? cursors?.prev : null)}
      >
        {COMPONENT_TEXTS.prev}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={capped ? !cursors?.next : first + count >= total}
        onClick={() => move(first + count, cursors?.next)}
      >
        {COMPONENT_TEXTS.next}
      </Button>
      <Typography variant="body2" role="status" sx={{ ml: 1 }}>
        {capped
          ? COMPONENT_TEXTS.rangeOfMoreThan(first, capped.shown, total)
          : COMPONENT_TEXTS.range(first, count, total)}
      </Typography>
    </Stack>
  );
}
