/**
 * Requests of one contract operation for the fuzz stage: valid ones (every part drawn from its schema, path
 * parameters mostly from records that exist) and invalid ones (a valid request with one part broken, labelled
 * with what was broken), and how a request goes on the wire (`toInject`).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ContractOperation, JsonSchema } from '../../lib/contract.ts';
import { CONTRACT_FILE } from '../../lib/contract.ts';
import { readFileSync } from 'node:fs';
import { accepts, invalidValue, validValue, type Broken } from './arbitraries.ts';

/** One generated request: its parts as the contract names them, and what was broken (invalid requests). */
export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** A JSON body, or the bytes of an upload (with `contentType`); absent: no body. */
  body?: unknown;
  upload?: { bytes: number[]; contentType: string };
  /** What the generator broke; absent on a valid request. */
  broke?: string;
}

interface RawParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

type RawDocument = { paths: Record<string, Record<string, RawOperation> & { parameters?: RawParameter[] }> };
let document: RawDocument | undefined;
const raw = (): RawDocument => (document ??= JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as RawDocument);

function rawOperation(op: ContractOperation): { operation: RawOperation; parameters: RawParameter[] } {
  const item = raw().paths[op.path];
  const operation = item[op.method.toLowerCase()];
  const byKey = new Map<string, RawParameter>();
  for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])])
    byKey.set(`${p.in}:${p.name}`, p);
  return { operation, parameters: [...byKey.values()] };
}

/** The statuses the operation declares (`default` declares every status). */
export function declaredStatuses(op: ContractOperation): Set<string> {
  return new Set(Object.keys(rawOperation(op).operation.responses));
}

/** Known values of path parameters by name (ids of records that exist), for the requests of one operation. */
export type PathValues = Record<string, readonly string[]>;

/** A path segment must reach its route: never empty, never a dot segment. */
const routable = (value: unknown) => {
  const text = String(value);
  return text !== '' && text !== '.' && text !== '..';
};

const asWireText = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

function partArbitrary(parameters: RawParameter[], known: PathValues): fc.Arbitrary<Record<string, unknown>> {
  const entries = parameters.map((p) => {
    const schema = p.schema ?? { type: 'string' };
    // Header values are ASCII text on the wire (the HTTP client refuses anything else before it is sent).
    const generated = validValue(schema)
      .map(asWireText)
      .filter((value) => p.in !== 'header' || /^[\x20-\x7e]*$/.test(String(value)));
    const values = (known[p.name] ?? []).filter((value) => accepts(schema, value) && routable(value));
    const arbitrary =
      p.in === 'path' && values.length > 0
        ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, { arbitrary: generated, weight: 1 })
        : generated;
    return [p.name, p.in === 'path' ? arbitrary.filter(routable) : arbitrary] as const;
  });
  return fc.record(Object.fromEntries(entries), {
    requiredKeys: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  });
}

/** The media type an upload is sent with: the first the operation declares (`image/*` as a PNG). */
function uploadType(operation: RawOperation): string {
  const declared = Object.keys(operation.requestBody?.content ?? {})[0] ?? 'application/octet-stream';
  return declared.replace('/*', '/png');
}

/** Valid requests of `op`. */
export function validRequest(op: ContractOperation, known: PathValues): fc.Arbitrary<FuzzRequest> {
  const { operation, parameters } = rawOperation(op);
  const ofKind = (kind: RawParameter['in']) => parameters.filter((p) => p.in === kind);
  const parts = {
    path: partArbitrary(ofKind('path'), known),
    query: partArbitrary(ofKind('query'), known),
    headers: partArbitrary(ofKind('header'), known) as fc.Arbitrary<Record<string, string>>,
  };
  if (op.bodyKind === 'json' && op.schema.body) {
    const body = validValue(op.schema.body);
    return fc.record({ ...parts, body: op.bodyRequired ? body : fc.option(body, { nil: undefined }) });
  }
  if (op.bodyKind === 'upload') {
    const contentType = uploadType(operation);
    const upload = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 })
      .map((bytes) => ({ bytes, contentType }));
    return fc.record({ ...parts, upload });
  }
  return fc.record(parts);
}

/**
 * Invalid requests of `op`: a valid request with one part broken (a parameter's value, a required parameter left
 * out, an unknown query parameter, the body or one of its fields, a required body left out).
 */
export function invalidRequest(
  op: ContractOperation,
  known: PathValues,
): fc.Arbitrary<FuzzRequest> | undefined {
  const { parameters } = rawOperation(op);
  const valid = validRequest(op, known);
  const breaks: fc.Arbitrary<FuzzRequest>[] = [];
  const withPart =
    (part: 'path' | 'query' | 'headers', name: string, broken: Broken) => (request: FuzzRequest) => ({
      ...request,
      [part]: { ...request[part], [name]: asWireText(broken.value) },
      broke: `${part === 'headers' ? 'header' : part} ${name}: ${broken.broke}`,
    });
  for (const p of parameters) {
    if (p.in === 'cookie') continue;
    const part = p.in === 'header' ? 'headers' : p.in;
    if (p.in !== 'header') {
      const broken = invalidValue(p.schema ?? { type: 'string' }, { asText: true });
      if (broken) {
        const usable = p.in === 'path' ? broken.filter((b) => routable(b.value)) : broken;
        breaks.push(fc.tuple(valid, usable).map(([request, b]) => withPart(part, p.name, b)(request)));
      }
    }
    if (p.required && p.in !== 'path')
      breaks.push(
        valid.map((request) => {
          const { [p.name]: _left, ...rest } = request[part];
          return { ...request, [part]: rest, broke: `required ${p.in} parameter ${p.name} left out` };
        }),
      );
  }
  if (op.schema.querystring?.additionalProperties === false)
    breaks.push(
      valid.map((request) => ({
        ...request,
        query: { ...request.query, notInTheContract: 'x' },
        broke: 'unknown query parameter',
      })),
    );
  if (op.bodyKind === 'json' && op.schema.body) {
    const broken = invalidValue(op.schema.body);
    if (broken)
      breaks.push(
        fc
          .tuple(valid, broken)
          .map(([request, b]) => ({ ...request, body: b.value, broke: `body: ${b.broke}` })),
      );
    if (op.bodyRequired)
      breaks.push(
        valid.map(({ body: _left, ...request }) => ({ ...request, broke: 'required body left out' })),
      );
  }
  return breaks.length > 0 ? fc.oneof(...breaks) : undefined;
}

/** The request as `app.inject` options (the caller's session headers are added by the fixture). */
export function toInject(op: ContractOperation, request: FuzzRequest): InjectOptions {
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(request.path[name] ?? '')),
  );
  const search: string[] = [];
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
  }
  const headers: Record<string, string> = { ...request.headers };
  const options: InjectOptions = {
    method: op.method,
    url: search.length > 0 ? `${url}?${search.join('&')}` : url,
    headers,
  };
  if (request.upload) {
    headers['content-type'] = request.upload.contentType;
    options.payload = Buffer.from(request.upload.bytes);
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body);
  }
  return options;
}
