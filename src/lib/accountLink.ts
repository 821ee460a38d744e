/**
 * The address a link request names (requestAccountLink): the email address of the user's other account, the
 * one to keep. It must look like an address (the contract's email pattern) and not be the address of the
 * account the user is signed in with, which the server refuses too.
 */
import { EMAIL_PATTERN } from '../../common/patterns';

/** What is wrong with the address typed, or null when it can be sent. */
export type LinkEmailProblem = 'missing' | 'invalid' | 'own' | null;

export function linkEmailProblem(typed: string, ownEmail: string | null | undefined): LinkEmailProblem {
  const email = typed.trim();
  if (email === '') return 'missing';
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  if (ownEmail && ownEmail.trim().toLowerCase() === email.toLowerCase()) return 'own';
  return null;
}
