/**
 * Generates the artefacts derived from `openapi/`:
 * - `openapi/dist/openapi.json`: the bundled, dereferenced document the server routes and validates with;
 * - `common/api/schema.d.ts`: the TypeScript types both sides import;
 * - `common/api/collections.ts`: the contract's collection names as a value both sides iterate;
 * - `src/forms/schemas.gen.ts`: the schemas the console's forms use, and `src/forms/validators/`, their
 *   validators compiled ahead of time, one file per schema with an index that loads each (`index.gen.js`, types in
 *   `index.gen.d.ts`; see gen-form-schemas.ts). Any other file in that folder is removed;
 * - `common/api/field-rules.gen.ts`: the string fields' limits the console's own inputs take (gen-field-rules.ts).
 * With `--check` nothing is written; it fails when a committed file is stale, missing or no longer generated.
 * Either way it fails when the contract breaks a rule of `contract.ts`.
 */
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
  mkdirSync,
  existsSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { contractProblems } from './contract.ts';
import { fieldRulesModule } from './gen-field-rules.ts';
import { formSchemasModule, formValidatorFiles, VALIDATORS_FOLDER } from './gen-form-schemas.ts';

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'openapi/openapi.yaml');
const targets = {
  bundle: join(root, 'openapi/dist/openapi.json'),
  types: join(root, 'common/api/schema.d.ts'),
  collections: join(root, 'common/api/collections.ts'),
  fieldRules: join(root, 'common/api/field-rules.gen.ts'),
  forms: join(root, 'src/forms/schemas.gen.ts'),
  validators: join(root, VALIDATORS_FOLDER),
};
const check = process.argv.includes('--check');

/** The same JSON value with every object's keys in sorted order (arrays keep their order). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, sortKeys(v)]),
  );
}

type Bundled = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, unknown>>;
};

const WRITE_KINDS = ['create', 'update', 'delete'] as const;

/**
 * Each collection's `x-collection-writes` entry, checked: either operations (create, update, delete: ids of
 * operations the contract has) with an optional `createdBy` when there is no create, or a `readOnly` reason.
 */
export function collectionWrites(document: Bundled, names: readonly string[]): Record<string, unknown> {
  const schema = document.components?.schemas?.CollectionName as
    { 'x-collection-writes'?: unknown } | undefined;
  const writes = (schema?.['x-collection-writes'] ?? {}) as Record<string, Record<string, unknown>>;
  const operations = new Set(
    Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item).map((op) => (op as { operationId?: string } | null)?.operationId),
    ),
  );
  const problems: string[] = [];
  for (const name of names) {
    const entry = writes[name];
    if (!entry) {
      problems.push(`${name} has no x-collection-writes entry (its operations, or readOnly with the reason)`);
      continue;
    }
    const ops = WRITE_KINDS.filter((kind) => kind in entry);
    if ('readOnly' in entry === ops.length > 0) problems.push(`${name}: give either operations or readOnly`);
    for (const kind of ops) {
      if (!operations.has(entry[kind] as string))
        problems.push(`${name}.${kind}: no operation ${String(entry[kind])}`);
    }
    for (const key of Object.keys(entry)) {
      if (![...WRITE_KINDS, 'readOnly', 'createdBy'].includes(key))
        problems.push(`${name}: unknown key ${key}`);
    }
  }
  if (problems.length > 0) throw new Error(`openapi/: x-collection-writes: ${problems.join('; ')}`);
  return Object.fromEntries(names.map((name) => [name, writes[name]]));
}

/** The collection names of the contract's `CollectionName` enum, as a constant and its type, and their writes. */
function collectionsModule(header: string, document: Bundled) {
  const schema = document.components?.schemas?.CollectionName as { enum?: unknown } | undefined;
  const names = schema?.enum;
  if (!Array.isArray(names) || names.length === 0 || !names.every((name) => typeof name === 'string')) {
    throw new Error('openapi/: components.schemas.CollectionName must be a non-empty enum of strings');
  }
  const writes = collectionWrites(document, names);
  return [
    header,
    "/** The generic staff collections, in the contract's order (components.schemas.CollectionName). */",
    `export const COLLECTIONS = ${JSON.stringify(names)} as const;`,
    '',
    '/** One of the generic staff collections. */',
    'export type CollectionName = (typeof COLLECTIONS)[number];',
    '',
    '/**',
    " * How staff change each collection's records (components.schemas.CollectionName, x-collection-writes): the",
    ' * operations that create, edit and delete them as documents, or why they are read-only and where they change.',
    ' */',
    `export const COLLECTION_WRITES = ${JSON.stringify(writes)} as const satisfies Record<CollectionName, CollectionWrites>;`,
    '',
    "/** One collection's entry of COLLECTION_WRITES. */",
    'export interface CollectionWrites {',
    '  readonly create?: string;',
    '  readonly update?: string;',
    '  readonly delete?: string;',
    '  /** Where records are created when staff cannot create them here. */',
    '  readonly createdBy?: string;',
    '  /** Why the records are not written as documents, and where they are changed. */',
    '  readonly readOnly?: string;',
    '}',
    '',
  ].join('\n');
}

const tmp = mkdtempSync(join(tmpdir(), 'gen-api-'));
try {
  const bundled = join(tmp, 'openapi.json');
  execFileSync(
    join(root, 'node_modules/.bin/redocly'),
    ['bundle', entry, '--dereferenced', '--ext', 'json', '-o', bundled],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Keys sorted: the bundler's output order can vary between runs, the committed file must not.
  const document = JSON.parse(readFileSync(bundled, 'utf8'));
  const problems = contractProblems(document);
  for (const problem of problems) console.error(`openapi/: ${problem}`);
  const bundle = JSON.stringify(sortKeys(document), null, 2) + '\n';
  const header = '// Generated by `npm run gen:api` from openapi/. Do not edit.\n';
  const types = header + astToString(await openapiTS(new URL(`file://${entry}`)));
  const collections = await format(collectionsModule(header, document), {
    ...(await resolveConfig(targets.collections)),
    filepath: targets.collections,
  });

  const outputs: [string, string][] = [
    [targets.bundle, bundle],
    [targets.types, types],
    [targets.collections, collections],
    [targets.fieldRules, await fieldRulesModule(document, targets.fieldRules)],
    [targets.forms, await formSchemasModule(document, targets.forms)],
    ...[...(await formValidatorFiles(document, targets.validators))].map(
      ([name, content]): [string, string] => [join(targets.validators, name), content],
    ),
  ];
  let stale = false;
  for (const [file, content] of outputs) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === content) continue;
    if (check) {
      console.error(
        `${file.slice(root.length)} is ${existsSync(file) ? 'stale' : 'missing'}: run npm run gen:api`,
      );
      stale = true;
    } else {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, content);
      console.log(`wrote ${file.slice(root.length)}`);
    }
  }
  // The validators' folder holds only what is generated: a file of a schema no form uses any more goes.
  const written = new Set(outputs.map(([file]) => file));
  const leftOver = existsSync(targets.validators)
    ? readdirSync(targets.validators)
        .map((name) => join(targets.validators, name))
        .filter((file) => !written.has(file))
    : [];
  for (const file of leftOver) {
    if (check) {
      console.error(`${file.slice(root.length)} is no longer generated: run npm run gen:api`);
      stale = true;
    } else {
      rmSync(file, { recursive: true, force: true });
      console.log(`removed ${file.slice(root.length)}`);
    }
  }
  if (stale || problems.length > 0) process.exit(1);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
