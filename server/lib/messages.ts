/**
 * Every user-visible text the server sends, in one place so tests and handlers share them.
 * Texts the specification fixes are copied exactly (e.g. "Invalid Permission", staff-and-agents.md §8).
 */
import { COMMON_TEXTS } from '../../common/texts.ts';
import { formatMegabytes } from '../../common/limits.ts';
import { IMAGE_MAX_BYTES } from './limits.ts';

export const MESSAGES = {
  notSignedIn: 'Not signed in',
  sessionInvalid: 'Session expired or invalid',
  cookieWithoutHeader:
    "This request did not come from the console's own pages, so it was not made with your session. Open the console and try again.",
  invalidPermission: COMMON_TEXTS.invalidPermission,
  // Refusals an operation names in the contract (`x-permission-refusal`, `refusal:` of `x-domain-role`) where
  // the console or the specification expects other words than the guard's own.
  streamPermissionMissing: COMMON_TEXTS.streamPermissionMissing,
  developersOnly: COMMON_TEXTS.developersOnly,
  cannotCreateDomain: 'You do not have permission to create metaverses',
  domainOwnerOnlyDelete: 'Only the owner of a Metaverse can delete it',
  contentManagersOnly: 'Only the owner and managers of this metaverse can change its files',
  wrongCredentials: 'Wrong email or password',
  // Signing in with the address and password of an account merged or linked into another (identityLogin).
  accountMerged: (survivorEmail: string | null): string =>
    survivorEmail
      ? `This account has been merged into the account of ${survivorEmail}. Log in with that email address instead.`
      : 'This account has been merged into another account. Log in with that account instead.',
  emailTaken: 'An account with this email already exists',
  invalidIdToken: 'The sign-in token is invalid or has expired',
  idTokenUsed: 'This sign-in has already been used. Please sign in again.',
  unknownIdentity: 'No account is linked to this sign-in',
  localIdentityDisabled: 'Email and password accounts are not enabled on this server',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  imageTooLarge: `The image must be at most ${formatMegabytes(IMAGE_MAX_BYTES)}.`,
  notAnImage: 'The file is not a supported image (PNG, JPEG, GIF or WebP)',
  imageUnreadable: 'This file is not a picture we can read.',
  imageTooManyPixels: 'This picture is larger than 8192 × 8192 pixels; upload a smaller one.',
  invalidJson: 'The request body is not valid JSON.',
  jsonTooDeep: (max: number) => `The request body nests more than ${max} levels deep.`,
  emptyBody: 'The request body is empty',
  bodyTooLarge: 'The request body is too large',
  addressTooLong: 'The address is too long',
  headersTooLarge: 'The address or the headers of the request are too large',
  requestTimedOut: 'The request took too long',
  bodyNotObject: 'The request body must be a JSON object.',
  jsonBodyExpected: 'Send the request body as JSON (application/json or text/plain)',
  unsupportedContentType: 'Unsupported content type',
  internal: 'Internal error',
  notFound: 'Not found',
  badAddress: 'The address contains a character that is not allowed.',
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    `This address does not take ${method} requests; it takes ${allowed.join(', ')}.`,
  // A page asked for by an address other than PUBLIC_URL's (owner-console.md §8: an unknown host gives an error
  // that the environment cannot be determined).
  unknownHostTitle: 'Unknown address',
  unknownHost: (host: string) =>
    `The environment cannot be determined from this address (${host}), so the console does not open here.`,
  openAtPublicUrl: (url: string) => `Open the console at ${url}`,
  consoleNotBuilt: 'The console has not been built. Run "npm run build" and restart the server.',
  userNotFound: COMMON_TEXTS.userNotFound,
  ownAccountOnly: 'You can only view your own account',
  ownAccountChangeOnly: 'You can only change your own account',
  domainNotFound: 'Metaverse not found',
  domainMembersOnly: 'This metaverse is invite only and you are not a member',
  entityNotFound: 'Not found in this metaverse',
  noHeadsetDestination: 'This metaverse has no headset destination; set one on its manage page',
  imageNotFound: 'No image',
  documentNotFound: 'Document not found',
  lastIdentity: 'You cannot unlink your only sign-in method',
  notLinked: (connection: string): string => `No ${connection} account is linked to this user`,
} as const;
