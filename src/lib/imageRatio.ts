/** Image ratio checks of the manage page's image slots (single-target-and-flows.md §5, §9). */

/** How far a picture's width:height may be from the slot's ratio before the page warns. */
export const RATIO_TOLERANCE = 0.01;

/** Whether a picture of this size differs from the slot's ratio (width / height) by more than the tolerance. */
export function ratioMismatch(width: number, height: number, ratio: number): boolean {
  if (width <= 0 || height <= 0) return false;
  return Math.abs(width / height - ratio) > RATIO_TOLERANCE;
}
