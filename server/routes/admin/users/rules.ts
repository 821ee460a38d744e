/**
 * Rules of the staff user page's property updates (staff-and-agents.md §5 and §6) and the texts the handlers
 * send. Who may act on an account and change its permissions is the authorization layer's
 * (`authz/user-target.ts`).
 */
import { MESSAGES } from '../../../lib/messages.ts';

export const ADMIN_USER_TEXTS = {
  balanceBelowZero: 'Balance cannot go below 0',
  deleteSelf: 'You cannot delete your own account',
  nothingLinked: 'This user has no linked headset or game-store account',
  nicknameInvalid: 'A nickname has 1 to 64 letters, digits, spaces or apostrophes',
  nameInvalid: 'An account name has 1 to 32 lower-case letters, digits or underscores',
  nameTaken: 'This account name is already in use',
  emailInvalid: 'This is not an email address',
  emailTaken: MESSAGES.emailTaken,
  booleanExpected: (property: string) => `${property} must be true or false`,
  textExpected: (property: string) => `${property} must be text`,
} as const;

const TITLE = /^[\p{L}\p{N}\s']{1,64}$/u;
const ACCOUNT_NAME = /^[a-z0-9_]{1,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BOOLEAN_PROPERTIES = new Set(['showdeveloper', 'showrepresentative', 'globalignore']);

/**
 * The value to store for a property update, or the 400 text explaining why it is refused.
 * (Uniqueness of name and email is checked against the database by the caller.)
 */
export function propertyValueError(property: string, value: string | boolean): string | null {
  if (BOOLEAN_PROPERTIES.has(property)) {
    return typeof value === 'boolean' ? null : ADMIN_USER_TEXTS.booleanExpected(property);
  }
  if (typeof value !== 'string') return ADMIN_USER_TEXTS.textExpected(property);
  if (property === 'nickname')
    return TITLE.test(value) && value.trim() ? null : ADMIN_USER_TEXTS.nicknameInvalid;
  if (property === 'name') return ACCOUNT_NAME.test(value) ? null : ADMIN_USER_TEXTS.nameInvalid;
  if (property === 'email') return EMAIL.test(value) ? null : ADMIN_USER_TEXTS.emailInvalid;
  return null;
}
