import { COMMON_TEXTS } from '../../../common/texts';
import { FLOW_TEXTS } from './texts';

/**
 * What the linking page says for a refused link (single-target-and-flows.md §8): the server's "Error: User
 * already merged" and "Error: Merge request not found" have their own sentences; any other refusal is an unknown
 * error with its text.
 */
export function linkFailureText(message: string): string {
  if (message === COMMON_TEXTS.linkAlreadyMerged) return FLOW_TEXTS.link.alreadyLinked;
  if (message === COMMON_TEXTS.linkNotFound) return FLOW_TEXTS.link.invalid;
  return FLOW_TEXTS.link.unknown(message);
}
