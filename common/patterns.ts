/**
 * Input shapes both programs check (owner-console.md §5): the console before it sends, the server before it
 * stores. The email and title shapes are also the contract's `Email` and `Title` patterns.
 */
import { SignupRequestRules, UserUpdateRules } from './api/field-rules.gen.ts';

/** Something, an at sign, something, a dot, something: the contract's email pattern. */
export const EMAIL_PATTERN = new RegExp(SignupRequestRules.email.pattern);

/**
 * A title (nickname and other names, owner-console.md §5): letters, digits, whitespace and apostrophes — the
 * contract's title pattern.
 */
export const TITLE_PATTERN = new RegExp(UserUpdateRules.nickname.pattern, 'u');

/** A metaverse name: letters, numbers and spaces. */
export const DOMAIN_NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;

/** A metaverse URL (uri): starts with a lower-case letter; lower-case letters, numbers or hyphens. */
export const DOMAIN_URI_PATTERN = /^[a-z][a-z0-9-]*$/;
