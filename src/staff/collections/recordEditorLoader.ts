import { preloadable } from '../../lib/preloadable';

/** The record form (rjsf and the contract's schemas), loaded only when staff open Edit, New or Clone. */
export const RecordEditor = preloadable(async () => (await import('./RecordEditor')).default);
