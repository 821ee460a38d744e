/**
 * Which calls a signed-out visitor may make (owner-console.md §5, §6: unauthenticated calls are allowed only on
 * public paths or the login path; otherwise an error is thrown). The list is the contract's operations with
 * `security: []` — `/v2/public/…`, the sign-in and sign-up paths, `/config.json`, `/privacy.txt` and the few
 * others it marks public — injected at build time from `openapi/dist/openapi.json`.
 */
const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(__PUBLIC_API_OPERATIONS__);

/** Whether the operation (`GET`, `/v2/public/domains/{domain}`) may be called without a session. */
export function isPublicOperation(method: string, schemaPath: string): boolean {
  return PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${schemaPath}`);
}
