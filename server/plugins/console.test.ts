import { describe, expect, it } from 'vitest';
import { isApiPath } from './console.ts';

describe('isApiPath', () => {
  it('is true under /v2 and /entity', () => {
    for (const path of ['/v2', '/v2/', '/v2/users/1', '/entity', '/entity/user/auth0login'])
      expect(isApiPath(path)).toBe(true);
  });

  it('is false for console routes, even ones that start alike', () => {
    for (const path of ['/', '/profile', '/v2x', '/entityx', '/admin/users', '/domains/v2/manage']) {
      expect(isApiPath(path)).toBe(false);
    }
  });
});
