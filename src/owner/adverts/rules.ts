/** Pure rules of the adverts page (single-target-and-flows.md §4, §5). */
import { willBeCropped } from '../../../common/adverts';
import { ADVERT_IMAGE_MAX_BYTES } from '../../../common/limits';
import { formatMoney } from '../../lib/planRanks';

export type ImageCheck = { ok: true; warning: boolean } | { ok: false; problem: 'too-large' | 'not-image' };

/** Whether a chosen file can be an advert's image: a picture under 1,000,000 bytes (a size off 1920:1080 warns). */
export function checkAdvertImage(
  file: { size: number; type: string },
  size: { width: number; height: number } | null,
): ImageCheck {
  if (file.size >= ADVERT_IMAGE_MAX_BYTES) return { ok: false, problem: 'too-large' };
  if (!size) return { ok: false, problem: 'not-image' };
  return { ok: true, warning: willBeCropped(size.width, size.height) };
}

/** What `quantity` impressions cost: costPerUnit / 100 × quantity / unitSize, as en-US currency. */
export function formatCost(
  quantity: number,
  price: { unitSize: number; costPerUnit: number; currency: string },
): string {
  return formatMoney(((price.costPerUnit / 100) * quantity) / price.unitSize, price.currency);
}

/** The quantity the field holds, or NaN while it holds no number. */
export function parseQuantity(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
