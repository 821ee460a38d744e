/** Image ratio checks of the manage page's image slots (single-target-and-flows.md §5, §9). */

/** How far a picture's width:height may be from the slot's ratio before the page warns. */
export const RATIO_TOLERANCE = 0.01;

/** Whether a picture of this size differs from the slot's ratio (width / height) by more than the tolerance. */
export function ratioMismatch(width: number, height: number, ratio: number): boolean {
  if (width <= 0 || height <= 0) return false;
  return Math.abs(width / height - ratio) > RATIO_TOLERANCE;
}

/**
 * How a slot's preview box is sized: the slot's ratio at most `maxHeight` pixels tall, so a 1:1 door image
 * is drawn square and a 4:1 banner wide, never a full-width box whose height is capped.
 */
export function previewBox(
  ratio: number,
  maxHeight: number,
): { aspectRatio: string; width: string; maxWidth: number } {
  return { aspectRatio: `${ratio} / 1`, width: '100%', maxWidth: Math.round(ratio * maxHeight) };
}
