import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/**
 * The console's one choice of a paged list's page size, beside its `Pager`: a select of the sizes the list
 * offers, named by `label` ("Rows per page"). A new size starts the list again at its first row (the caller's
 * `onChange` says so in the URL).
 */
export function PageSizeSelect({
  label,
  value,
  sizes,
  onChange,
}: {
  label: string;
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 120 }}
    >
      {sizes.map((size) => (
        <MenuItem key={size} value={String(size)}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
}
