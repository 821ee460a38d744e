/**
 * What `/config.json` tells the console: the environment, API and blob hosts (empty = this origin),
 * the support address, the identity provider, and in demo mode the demo accounts to offer on the sign-in page.
 */
import fp from 'fastify-plugin';
import type { components } from '../../common/api/schema.d.ts';
import { SUPPORT_EMAIL, type Auth0Config } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo.ts';

export type ClientConfig = components['schemas']['ClientConfig'];

declare module 'fastify' {
  interface FastifyInstance {
    clientConfig: ClientConfig;
  }
}

export interface ClientConfigOptions {
  environment: string;
  demo: boolean;
  auth0?: Auth0Config;
}

/** The client configuration for these settings. */
export function clientConfig(options: ClientConfigOptions): ClientConfig {
  return {
    environment: options.environment,
    apiHost: '',
    blobHost: '',
    supportEmail: SUPPORT_EMAIL,
    identity: options.auth0
      ? { provider: 'auth0', domain: options.auth0.domain, clientId: options.auth0.clientId }
      : { provider: 'local' },
    ...(options.demo && {
      demo: {
        password: DEMO_PASSWORD,
        accounts: DEMO_ACCOUNTS.map(({ email, role, purpose }) => ({ email, role, purpose })),
      },
    }),
  };
}

export const clientConfigPlugin = fp<ClientConfigOptions>(
  async (app, options) => {
    app.decorate('clientConfig', clientConfig(options));
  },
  { name: 'client-config' },
);
