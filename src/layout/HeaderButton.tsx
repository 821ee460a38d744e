import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * A header button with an icon and a label. On phones it is the icon alone (its accessible name stays the label),
 * so the header fits a 320-pixel screen with every control in reach.
 */
export function HeaderButton({
  label,
  icon,
  ...props
}: Omit<ButtonProps, 'children' | 'startIcon' | 'color' | 'sx'> & { label: string; icon: ReactNode }) {
  return (
    <Button
      color="inherit"
      startIcon={icon}
      aria-label={label}
      {...props}
      sx={{
        whiteSpace: 'nowrap',
        minWidth: { xs: 40, sm: 64 },
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}
