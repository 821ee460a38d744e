/**
 * Identity and sessions: picks the identity provider (Auth0 when configured, else the local one)
 * and issues and checks session tokens (stored, revocable sessions).
 */
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import type { Auth0Config } from '../config.ts';
import { createSessionTokens, type SessionTokens } from '../lib/session-tokens.ts';
import { Auth0IdentityProvider } from '../providers/identity/auth0.ts';
import { LocalIdentityProvider } from '../providers/identity/local.ts';
import type { IdentityProvider } from '../providers/identity/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: {
      /** The provider whose ID tokens the token exchange accepts. */
      provider: IdentityProvider;
      /** The email/password provider, when it is the one in use. */
      local: LocalIdentityProvider | null;
    };
    sessions: SessionTokens;
  }
}

export interface IdentityPluginOptions {
  /** Signs the local identity provider's ID tokens. */
  sessionSecret: string;
  /** The clock sessions are issued and checked by (tests move it). */
  now?: () => Date;
  auth0?: Auth0Config;
  /** Replaces the Auth0 tenant's key set (tests). */
  auth0Keys?: JWTVerifyGetKey;
}

export const identityPlugin = fp<IdentityPluginOptions>(
  async (app, options) => {
    const local = options.auth0 ? null : new LocalIdentityProvider(app.db, options.sessionSecret);
    const provider = options.auth0 ? new Auth0IdentityProvider(options.auth0, options.auth0Keys) : local;
    if (!provider) throw new Error('No identity provider');
    app.decorate('identity', { provider, local });
    app.decorate('sessions', createSessionTokens(app.repos.sessions, options.now));
  },
  { name: 'identity', dependencies: ['db'] },
);
