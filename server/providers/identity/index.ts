/** Identity providers: the local email/password provider (default) and Auth0. */
export * from './types.ts';
export { LocalIdentityProvider, EMAIL_IDENTITY_PREFIX, LOCAL_ISSUER, ID_TOKEN_TTL_SECONDS } from './local.ts';
export { Auth0IdentityProvider } from './auth0.ts';
export { userForIdentity } from './sign-in.ts';
export { nicknameFromEmail } from './nickname.ts';
