/**
 * The sign-in abuse limits (`lib/sign-in-limits.ts`) over the database's counters, for the sign-in,
 * token-exchange and sign-up handlers.
 */
import fp from 'fastify-plugin';
import { createSignInLimits, type SignInLimits, type SignInLimitsConfig } from '../lib/sign-in-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signInLimits: SignInLimits;
  }
}

export interface SignInLimitsPluginOptions {
  limits: SignInLimitsConfig;
  /** The clock the windows and waits are measured by (tests move it). */
  now?: () => Date;
}

export const signInLimitsPlugin = fp<SignInLimitsPluginOptions>(
  async (app, options) => {
    app.decorate('signInLimits', createSignInLimits(app.repos.signInLimits, options.limits, options.now));
  },
  { name: 'sign-in-limits', dependencies: ['db'] },
);
