/**
 * Small shared pieces of the API tests: the session type the fixture hands out, the demo password and test
 * pictures. Tests reach the API only through the fixture in `api-test.ts`: `apiTest({ roles })` and
 * `api.op(operationId, …)` (its app set-up, sign-in and reply check are private to it).
 */
export { DEMO_PASSWORD } from '../seed/demo.ts';
export { pngOfSize } from './images.ts';

/** A signed-in session: the user's id, token and the headers that carry them. */
export interface Session {
  id: string;
  token: string;
  headers: Record<string, string>;
  user: Record<string, unknown>;
}

/** The session secret of every test app (tests that forge tokens sign with keys derived from it). */
export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-chars';
