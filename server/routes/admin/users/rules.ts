/**
 * Rules of the staff user page (staff-and-agents.md §5 and §6), as pure functions so the server enforces
 * exactly what the console mirrors in `src/lib/permissionRules.ts`, plus the texts the handlers send.
 */
import {
  hasPermission,
  isKnownPermission,
  isStaff,
  PERMISSIONS,
  type PermissionHolder,
} from '../../../authz/index.ts';
import { forbidden, HttpError } from '../../../lib/http-error.ts';
import { MESSAGES } from '../../../lib/messages.ts';

export const ADMIN_USER_TEXTS = {
  balanceBelowZero: 'Balance cannot go below 0',
  unknownPermission: (name: string) => `Unknown permission: ${name}`,
  deprecatedPermission: (name: string) => `${name} is deprecated and cannot be granted`,
  superuserOnly: 'Only a superuser can grant or remove superuser',
  superuserTarget: "Only a superuser can change a superuser's permissions",
  deleteSuperuser: 'Only a superuser can delete a superuser',
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

const DEPRECATED = new Set(PERMISSIONS.filter((p) => p.deprecated).map((p) => p.name));

/**
 * Checks a change of `target`'s permissions from its current list to `next` by `actor`:
 * the actor needs admin_edit_permissions (or superuser); names must be in the catalogue; deprecated
 * permissions cannot be granted; only a superuser grants or removes superuser, or edits a superuser.
 * @returns the error to send, or null when the change is allowed
 */
export function permissionChangeError(
  actor: PermissionHolder,
  target: PermissionHolder,
  next: readonly string[],
): HttpError | null {
  const actorIsSuperuser = hasPermission(actor, 'superuser');
  if (!isStaff(actor) || (!actorIsSuperuser && !hasPermission(actor, 'admin_edit_permissions'))) {
    return forbidden(MESSAGES.invalidPermission);
  }
  const current = new Set(target.permissions ?? []);
  const added = next.filter((name) => !current.has(name));
  const removed = [...current].filter((name) => !next.includes(name));
  for (const name of added) {
    if (!isKnownPermission(name)) return new HttpError(400, ADMIN_USER_TEXTS.unknownPermission(name));
    if (DEPRECATED.has(name)) return new HttpError(400, ADMIN_USER_TEXTS.deprecatedPermission(name));
  }
  if (!actorIsSuperuser) {
    if (current.has('superuser')) return forbidden(ADMIN_USER_TEXTS.superuserTarget);
    if (added.includes('superuser') || removed.includes('superuser')) {
      return forbidden(ADMIN_USER_TEXTS.superuserOnly);
    }
  }
  return null;
}

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
