/**
 * Rate limiting of the sign-in operations: a fixed number of attempts per window per client address,
 * and per email when the body names one (so one address cannot brute-force an account, and one busy
 * address does not lock everyone else out of theirs).
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';

export interface LoginRateLimit {
  max: number;
  windowMs: number;
}

/** The attempt key: the client address plus the email of the body, when there is one. */
export function attemptKey(request: FastifyRequest): string {
  const body = request.body;
  const email =
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
      ? body.email.trim().toLowerCase()
      : '';
  return email ? `${request.ip}|${email}` : request.ip;
}

/** The route-level rate limit of a sign-in operation. */
export function loginRateLimitRoute(limit: LoginRateLimit): RateLimitOptions {
  return { max: limit.max, timeWindow: limit.windowMs, keyGenerator: attemptKey };
}

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // After validation, so the key can include the parsed email.
      hook: 'preHandler',
      errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyAttempts),
    });
  },
  { name: 'rate-limit' },
);
