/**
 * Metaverse name and URL rules with the spec's exact messages (owner-console.md §5, §8), and the Manage
 * form's dirty/Save/Undo rules and delete confirmation (owner-console.md §4).
 */
import type { Domain } from '../api/types';
import { DOMAIN_NAME_PATTERN, DOMAIN_URI_PATTERN } from '../../common/patterns';
import { COMMON_TEXTS } from '../../common/texts';

export const DOMAIN_RULE_TEXTS = {
  nameMissing: COMMON_TEXTS.domainNameMissing,
  nameRule: COMMON_TEXTS.domainNameRule,
  uriMissing: COMMON_TEXTS.domainUriMissing,
  uriRule: COMMON_TEXTS.domainUriRule,
  uriTaken: COMMON_TEXTS.domainUriTaken,
} as const;

/** The message for an invalid metaverse name, or null when it is valid. */
export function domainNameError(name: string): string | null {
  if (name.trim() === '') return DOMAIN_RULE_TEXTS.nameMissing;
  if (!DOMAIN_NAME_PATTERN.test(name)) return DOMAIN_RULE_TEXTS.nameRule;
  return null;
}

/** How the Manage form's Name field shows a problem: its message, and whether the value is highlighted. */
export interface NameFieldState {
  message: string | null;
  /** Light red, only for a non-empty invalid value (owner-console.md §5: highlighted only when non-empty). */
  highlight: boolean;
}

/**
 * The Name field's message and highlight: an empty name says "Please enter a name for your domain" without the
 * light red highlight; any other invalid name shows its rule message highlighted.
 */
export function nameFieldState(name: string): NameFieldState {
  const message = domainNameError(name);
  return { message, highlight: message !== null && name !== '' };
}

/** The message for an invalid metaverse URL (uri), or null when it is valid. */
export function domainUriError(uri: string): string | null {
  if (uri === '') return DOMAIN_RULE_TEXTS.uriMissing;
  if (!DOMAIN_URI_PATTERN.test(uri)) return DOMAIN_RULE_TEXTS.uriRule;
  return null;
}

export type DomainAccess = Domain['domainaccess'];

/** The editable fields of the Manage form. */
export interface ManageValues {
  name: string;
  oculusdestination: string;
  domainaccess: DomainAccess;
  buildingaccess: boolean;
}

/** The form's values as loaded from a domain. */
export function manageValues(domain: Domain): ManageValues {
  return {
    name: domain.name,
    oculusdestination: domain.oculusdestination ?? '',
    domainaccess: domain.domainaccess,
    buildingaccess: domain.buildingaccess,
  };
}

const FIELDS = ['name', 'oculusdestination', 'domainaccess', 'buildingaccess'] as const;

/** The fields that differ from the loaded values (what Save sends). */
export function manageChanges(loaded: ManageValues, current: ManageValues): Partial<ManageValues> {
  const changes: Partial<ManageValues> = {};
  for (const field of FIELDS) {
    if (loaded[field] !== current[field]) Object.assign(changes, { [field]: current[field] });
  }
  return changes;
}

export interface ManageFormState {
  dirty: boolean;
  valid: boolean;
  canSave: boolean;
  canUndo: boolean;
}

/**
 * Dirty when any field differs from the loaded value; Save only when dirty, valid and not saving; Undo when
 * dirty and not saving.
 */
export function manageFormState(
  loaded: ManageValues,
  current: ManageValues,
  saving: boolean,
): ManageFormState {
  const dirty = Object.keys(manageChanges(loaded, current)).length > 0;
  const valid = domainNameError(current.name) === null;
  return { dirty, valid, canSave: dirty && valid && !saving, canUndo: dirty && !saving };
}

/** The store-access switch only applies to invite-only metaverses. */
export function storeAccessDisabled(access: DomainAccess): boolean {
  return access === 'public';
}

/** The delete dialog's confirm button needs the domain URI typed exactly. */
export function canConfirmDelete(typed: string, uri: string): boolean {
  return typed === uri;
}
