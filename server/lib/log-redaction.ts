/**
 * Secrets out of the request log: the request URL of every log line has the values of the parameters the contract
 * marks `x-secret: true` replaced with `[redacted]`, the names kept. A secret path parameter is redacted in its own
 * operation's URLs; a secret query parameter's name is redacted in every URL, console pages included (an invite
 * link opens `/acceptinvite?…&secret=…`, the same name the deep-link operations take).
 */
import type { ContractOperation } from './contract.ts';

export const REDACTED = '[redacted]';

/** What the contract says is secret, ready for redacting URLs. */
export interface SecretParameters {
  /** Query parameter names whose values are secret, in any URL. */
  queryNames: ReadonlySet<string>;
  /** By operationId: the positions of secret segments in the operation's path (split at "/"). */
  pathSegments: ReadonlyMap<string, readonly number[]>;
}

/**
 * Collects the `x-secret` parameters of the operations, and `queryNames`: secret query parameters of URLs that
 * are not operations (the stream token of the signalling socket and of the stream viewer's page).
 */
export function secretParameters(
  operations: readonly ContractOperation[],
  extraQueryNames: readonly string[] = [],
): SecretParameters {
  const queryNames = new Set<string>(extraQueryNames);
  const pathSegments = new Map<string, number[]>();
  for (const op of operations) {
    for (const name of op.secretParameters.query) queryNames.add(name);
    if (op.secretParameters.path.length === 0) continue;
    const secret = new Set(op.secretParameters.path.map((name) => `{${name}}`));
    const positions = op.path.split('/').flatMap((segment, index) => (secret.has(segment) ? [index] : []));
    pathSegments.set(op.operationId, positions);
  }
  return { queryNames, pathSegments };
}

/** A query parameter's name as the server reads it (`+` is a space, escapes decoded), or the raw text. */
function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` with the secret values of `operationId` (when the request is one) and of any URL redacted. */
export function redactUrl(url: string, secrets: SecretParameters, operationId?: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? undefined : url.slice(mark + 1);

  const positions = operationId === undefined ? undefined : secrets.pathSegments.get(operationId);
  let safePath = path;
  if (positions) {
    const segments = path.split('/');
    for (const index of positions) if (index < segments.length) segments[index] = REDACTED;
    safePath = segments.join('/');
  }
  if (query === undefined) return safePath;

  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return secrets.queryNames.has(parameterName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
