/**
 * `sx` for text that screen readers read but the page does not show. Sizes are written in pixels: in `sx` a
 * number up to 1 is a fraction, so `width: 1` made each hidden text as wide as the page beside its cell (the
 * autotest page scrolled sideways into blank space).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
