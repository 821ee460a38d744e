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
