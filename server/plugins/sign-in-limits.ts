/**
 * The sign-in abuse limits (`lib/sign-in-limits.ts`) over the database's counters, for the sign-in,
 * token-exchange and sign-up handlers, and the device cookies of browsers that signed in before.
 */
import fp from 'fastify-plugin';
import { createDeviceCookies, type DeviceCookies } from '../lib/device-cookies.ts';
import { deriveKey } from '../lib/keys.ts';
import { createSignInLimits, type SignInLimits, type SignInLimitsConfig } from '../lib/sign-in-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signInLimits: SignInLimits;
    /** The device cookies that let a browser known to be the user's past the address limit. */
    deviceCookies: DeviceCookies;
  }
}

export interface SignInLimitsPluginOptions {
  limits: SignInLimitsConfig;
  /** Signs the device cookies (a key is derived from it). */
  sessionSecret: string;
  /** The clock the windows and waits are measured by (tests move it). */
  now?: () => Date;
}

export const signInLimitsPlugin = fp<SignInLimitsPluginOptions>(
  async (app, options) => {
    app.decorate('signInLimits', createSignInLimits(app.repos.signInLimits, options.limits, options.now));
    app.decorate('deviceCookies', createDeviceCookies(deriveKey(options.sessionSecret, 'device-cookie')));
  },
  { name: 'sign-in-limits', dependencies: ['db'] },
);
