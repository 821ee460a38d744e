import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import { createCloudDrives } from './index.ts';

const base = { SESSION_SECRET: 'x'.repeat(32) };

describe('linked drive configuration', () => {
  it('enables a provider only with both its client id and secret', () => {
    const none = loadConfig(base);
    expect(none.drives).toEqual({});
    expect(createCloudDrives(none.drives)).toEqual({});
    const both = loadConfig({
      ...base,
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      VIMEO_CLIENT_ID: 'v-id',
      VIMEO_CLIENT_SECRET: 'v-secret',
      VIMEO_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(both.drives).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret' },
      vimeo: { clientId: 'v-id', clientSecret: 'v-secret', apiUrl: 'http://127.0.0.1:9999' },
    });
    const providers = createCloudDrives(both.drives);
    expect(Object.keys(providers)).toEqual(['google', 'vimeo']);
    expect(providers.google?.authorizeUrl('s', 'https://c.example/cb')).toMatch(
      /^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?client_id=g-id&/,
    );
    expect(providers.vimeo?.authorizeUrl('s', 'https://c.example/cb')).toMatch(
      /^http:\/\/127\.0\.0\.1:9999\/oauth\/authorize\?/,
    );
  });

  it('refuses half a client or an endpoint that is not an http(s) URL', () => {
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'g-id' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, VIMEO_CLIENT_SECRET: 'v' })).toThrow(
      'VIMEO_CLIENT_ID and VIMEO_CLIENT_SECRET must be set together',
    );
    expect(() =>
      loadConfig({ ...base, GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', GOOGLE_TOKEN_URL: 'ftp://x' }),
    ).toThrow('GOOGLE_TOKEN_URL must be an http:// or https:// URL');
  });
});
