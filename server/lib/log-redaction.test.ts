import { describe, expect, it } from 'vitest';
import { contractOperations, type ContractOperation } from './contract.ts';
import { redactUrl, secretParameters } from './log-redaction.ts';

const operation = (operationId: string, path: string, secret: ContractOperation['secretParameters']) =>
  ({ operationId, path, secretParameters: secret }) as ContractOperation;

const secrets = secretParameters([
  operation('openLink', '/v2/public/links/{id}/open', { path: ['id'], query: [] }),
  operation('callback', '/v2/oauth/callback', { path: [], query: ['code', 'state'] }),
  operation('plain', '/v2/things/{id}', { path: [], query: [] }),
]);

describe('redactUrl', () => {
  it('replaces secret query values in any URL and keeps the names and the other parameters', () => {
    expect(redactUrl('/v2/oauth/callback?code=4/abc&state=xyz&error=none', secrets, 'callback')).toBe(
      '/v2/oauth/callback?code=[redacted]&state=[redacted]&error=none',
    );
    expect(redactUrl('/acceptinvite?domain=demo&code=s3cret', secrets)).toBe(
      '/acceptinvite?domain=demo&code=[redacted]',
    );
  });

  it('sees through escaped names, repeats and empty values', () => {
    expect(redactUrl('/x?%63ode=a&code=b&code=&code&co+de=c', secrets)).toBe(
      '/x?%63ode=[redacted]&code=[redacted]&code=[redacted]&code&co+de=c',
    );
    expect(redactUrl('/x?%E0%A4%A=1&state=2', secrets)).toBe('/x?%E0%A4%A=1&state=[redacted]');
  });

  it("replaces a secret path parameter in its own operation's URLs only", () => {
    expect(redactUrl('/v2/public/links/msg-123/open?x=1', secrets, 'openLink')).toBe(
      '/v2/public/links/[redacted]/open?x=1',
    );
    expect(redactUrl('/v2/things/visible', secrets, 'plain')).toBe('/v2/things/visible');
    expect(redactUrl('/v2/things/visible', secrets)).toBe('/v2/things/visible');
  });
});

describe("the contract's secrets", () => {
  it('cover drive link codes, OAuth codes and states, invite secrets and deep-link ids', () => {
    const contract = secretParameters(contractOperations());
    // No address carries the session token any more; `code` is also the drive link's one-use code.
    expect([...contract.queryNames].sort()).toEqual(['code', 'secret', 'state']);
    expect(redactUrl('/v2/public/oculusdeeplink/m1/status', contract, 'getDeepLinkStatus')).toBe(
      '/v2/public/oculusdeeplink/[redacted]/status',
    );
    expect(redactUrl('/v2/public/headset/open/m1', contract, 'openHeadsetLink')).toBe(
      '/v2/public/headset/open/[redacted]',
    );
    expect(redactUrl('/v2/public/oculusdeeplink/m1/received', contract, 'reportDeepLinkReceived')).toBe(
      '/v2/public/oculusdeeplink/[redacted]/received',
    );
  });
});
