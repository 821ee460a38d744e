/**
 * The linked-drive providers this server is configured for (`app.cloudDrives`): Google Drive with
 * GOOGLE_CLIENT_ID/SECRET, Vimeo with VIMEO_CLIENT_ID/SECRET. A provider that is not configured is absent,
 * and linking it links a local drive instead.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DrivesConfig } from '../../../config.ts';
import { publicOrigin } from '../../../plugins/public-origin.ts';
import { createGoogleDrive } from './google.ts';
import type { CloudDriveProvider, CloudOptions, CloudProviderName } from './types.ts';
import { createVimeo } from './vimeo.ts';

export type { CloudDriveProvider, CloudProviderName } from './types.ts';

export interface CloudDrives {
  providers: Partial<Record<CloudProviderName, CloudDriveProvider>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cloudDrives: CloudDrives;
  }
}

export function createCloudDrives(
  config: DrivesConfig = {},
  options: CloudOptions = {},
): CloudDrives['providers'] {
  return {
    ...(config.google && { google: createGoogleDrive({ ...config.google, ...options }) }),
    ...(config.vimeo && { vimeo: createVimeo({ ...config.vimeo, ...options }) }),
  };
}

/** Where the provider sends the browser back: `{PUBLIC_URL or this request's origin}/v2/oauth/callback`. */
export function oauthRedirectUri(request: FastifyRequest): string {
  return `${publicOrigin(request)}/v2/oauth/callback`;
}

export const cloudDrivesPlugin = fp<{ drives?: DrivesConfig }>(
  async (app, options) => {
    app.decorate('cloudDrives', { providers: createCloudDrives(options.drives) });
  },
  { name: 'cloud-drives' },
);
