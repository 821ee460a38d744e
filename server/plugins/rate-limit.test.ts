import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { attemptKey } from './rate-limit.ts';

const request = (body: unknown): FastifyRequest => ({ ip: '203.0.113.7', body }) as FastifyRequest;

describe('attemptKey', () => {
  it('is the address plus the normalised email', () => {
    expect(attemptKey(request({ email: ' Owner@Demo.TEST ', password: 'x' }))).toBe(
      '203.0.113.7|owner@demo.test',
    );
  });

  it('is the address alone without an email', () => {
    expect(attemptKey(request({ auth0token: 'x' }))).toBe('203.0.113.7');
    expect(attemptKey(request(undefined))).toBe('203.0.113.7');
    expect(attemptKey(request({ email: 42 }))).toBe('203.0.113.7');
  });
});
