/**
 * The contract part of `npm run new -- operation`: the path item in `openapi/paths/<area>.yaml`, its schemas in
 * `openapi/schemas/<Area>.yaml`, their references in `openapi/openapi.yaml`; and the names every part uses.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Refusal, type OperationArgs } from './args.ts';
import { AnchorMissing, type Changes } from './changes.ts';
import { camel, kebab, pascal } from './names.ts';

const CONTRACT = 'openapi/openapi.yaml';
export const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** The longest message the generated schemas take (a real bound: the contract refuses longer ones). */
const MESSAGE_MAX = 1000;
/** The longest message a generated request takes: the reply adds the caller's ids and stays within MESSAGE_MAX. */
const REQUEST_MAX = 200;

/** Names every part of the change uses. */
export function operationNames(args: Pick<OperationArgs, 'area' | 'operationId'>) {
  const op = args.operationId;
  return {
    pathsFile: `openapi/paths/${args.area}.yaml`,
    schemasFile: `openapi/schemas/${pascal(args.area)}.yaml`,
    request: `${pascal(op)}Request`,
    reply: `${pascal(op)}Reply`,
    routeFolder: `server/routes/${args.area}`,
    handlers: `${camel(args.area)}Handlers`,
    testFile: `server/test/routes/${args.area}-${kebab(op)}.test.ts`,
    methodsFile: `src/dataProvider/${camel(args.area)}.ts`,
    queriesFile: `src/dataProvider/${camel(args.area)}.queries.ts`,
    methods: `${camel(args.area)}Methods`,
    keys: `${camel(args.area)}Keys`,
    /** The hook: a read drops its verb (`getDomainNote` → `useDomainNote`), a write keeps it. */
    hook: (read: boolean) =>
      `use${pascal(read ? op.replace(/^(get|list|read|fetch|find)(?=[A-Z])/, '') : op)}`,
    /** The read's key in the key factory. */
    key: camel(op.replace(/^(get|list|read|fetch|find)(?=[A-Z])/, '')),
  };
}

/** A YAML scalar: plain when that reads back as the same string, else single-quoted. */
export function yamlString(text: string): string {
  const plain =
    /^[A-Za-z0-9(][^\n#]*$/.test(text) && !/: |:$|^(true|false|null|yes|no|on|off|~)$/i.test(text);
  return plain ? text : `'${text.replace(/'/g, "''")}'`;
}

const ref = (kind: string, name: string) => `$ref: ../openapi.yaml#/components/${kind}/${name}`;

/** The path item of the operation, in the style of the existing ones. */
export function pathItem(args: OperationArgs, key: string, tag: string): string {
  const n = operationNames(args);
  const lines = [`${key}:`];
  if (args.params.length > 0) {
    lines.push('  parameters:');
    for (const param of args.params) {
      if (param === 'domain') lines.push(`    - ${ref('parameters', 'DomainKey')}`);
      else
        lines.push(
          `    - name: ${param}`,
          '      in: path',
          '      required: true',
          '      schema:',
          '        type: string',
          '        minLength: 1',
          '        maxLength: 200',
        );
    }
  }
  lines.push(`  ${args.method.toLowerCase()}:`, `    operationId: ${args.operationId}`);
  const { access } = args;
  if (access.mode === 'role') lines.push(`    x-domain-role: ${access.role}`);
  if (access.mode === 'permission') lines.push(`    x-permission: ${access.permission}`);
  if (access.mode === 'public') lines.push('    x-public: true', '    security: []');
  if (access.mode === 'signed-in' && access.reason !== undefined)
    lines.push(`    x-signed-in: ${yamlString(access.reason)}`);
  lines.push(`    tags: [${tag}]`, `    summary: ${yamlString(args.summary)}`);
  const body = HAS_BODY.has(args.method);
  if (body)
    lines.push(
      '    requestBody:',
      '      required: true',
      '      content:',
      '        application/json:',
      '          schema:',
      `            ${ref('schemas', n.request)}`,
    );
  const reply = (status: number, name: string) => [`      '${status}':`, `        ${ref('responses', name)}`];
  lines.push(
    '    responses:',
    "      '200':",
    '        description: OK',
    '        content:',
    '          application/json:',
    '            schema:',
    `              ${ref('schemas', n.reply)}`,
    ...reply(400, 'BadRequest'),
    ...(access.mode === 'public' ? [] : reply(401, 'Unauthorized')),
    ...(access.mode === 'role' || access.mode === 'permission' ? reply(403, 'Forbidden') : []),
    ...(args.params.length > 0 ? reply(404, 'NotFound') : []),
    ...(body ? reply(413, 'RequestTooLarge') : []),
    ...(args.params.length > 0 ? reply(414, 'RequestTooLarge') : []),
    ...(body ? reply(415, 'UnsupportedMediaType') : []),
    ...reply(431, 'RequestTooLarge'),
  );
  return `${lines.join('\n')}\n`;
}

/** The request and reply schemas: closed objects with one bounded field, for the newcomer to replace. */
export function schemas(args: OperationArgs): string {
  const n = operationNames(args);
  const object = (name: string, description: string, minLength: boolean) => [
    `${name}:`,
    '  type: object',
    '  required: [message]',
    '  additionalProperties: false',
    '  properties:',
    '    message:',
    '      type: string',
    ...(minLength
      ? ['      minLength: 1', `      maxLength: ${REQUEST_MAX}`]
      : [`      maxLength: ${MESSAGE_MAX}`]),
    `      description: ${description}`,
  ];
  return `${[
    ...(HAS_BODY.has(args.method) ? object(n.request, `What ${args.operationId} is given.`, true) : []),
    ...object(n.reply, `What ${args.operationId} answers.`, false),
  ].join('\n')}\n`;
}

/** The end of the YAML block that starts at `start` (the next line indented at most `indent` spaces). */
function blockEnd(text: string, start: number, indent: number): number {
  const re = new RegExp(`\\n {0,${indent}}(?! )[^\\n]`, 'g');
  re.lastIndex = text.indexOf('\n', start);
  const match = re.exec(text);
  return match ? match.index + 1 : text.length;
}

/** The YAML block `key:` at `indent` spaces inside [from, to), or -1. */
function keyAt(text: string, key: string, indent: number, from = 0, to = text.length): number {
  const re = new RegExp(`^ {${indent}}${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:( |$)`, 'gm');
  re.lastIndex = from;
  const match = re.exec(text);
  return match && match.index < to ? match.index : -1;
}

export function contract(changes: Changes, args: OperationArgs): void {
  const n = operationNames(args);
  const key = args.operationId;
  for (const file of readdirSync(join(changes.root, 'openapi/paths'))) {
    if (
      new RegExp(`operationId:\\s*${args.operationId}\\s*$`, 'm').test(changes.read(`openapi/paths/${file}`))
    )
      throw new Refusal(`The operationId ${args.operationId} already exists (openapi/paths/${file}).`);
  }
  const main = changes.read(CONTRACT);
  const paths = keyAt(main, 'paths', 0);
  const components = keyAt(main, 'components', 0);
  if (paths < 0 || components < 0) throw new AnchorMissing(`${CONTRACT}: no paths: or components: section.`);
  if (keyAt(main, args.path, 2, paths, blockEnd(main, paths, 0)) >= 0)
    throw new Refusal(
      `The path ${args.path} already exists in ${CONTRACT}: add the method to its path item by hand.`,
    );
  const schemaSection = keyAt(main, 'schemas', 2, components);
  if (schemaSection < 0) throw new AnchorMissing(`${CONTRACT}: no components.schemas section.`);
  const names = HAS_BODY.has(args.method) ? [n.request, n.reply] : [n.reply];
  for (const name of names)
    if (keyAt(main, name, 4, schemaSection, blockEnd(main, schemaSection, 2)) >= 0)
      throw new Refusal(`The schema ${name} already exists in ${CONTRACT}.`);

  // The tag: the area file's own, or the area's name (declared in the contract's tags when new).
  let tag = args.area;
  if (changes.exists(n.pathsFile)) {
    const text = changes.read(n.pathsFile);
    if (keyAt(text, key, 0) >= 0) throw new Refusal(`${n.pathsFile} already has ${key}.`);
    tag = /tags:\s*\[\s*([\w-]+)/.exec(text)?.[1] ?? /tags:\s*\n\s*-\s*([\w-]+)/.exec(text)?.[1] ?? tag;
    changes.edit(n.pathsFile, (t) => `${t.replace(/\n*$/, '\n')}${pathItem(args, key, tag)}`);
  } else {
    changes.create(n.pathsFile, pathItem(args, key, tag));
  }
  if (changes.exists(n.schemasFile)) {
    const text = changes.read(n.schemasFile);
    for (const name of names)
      if (keyAt(text, name, 0) >= 0) throw new Refusal(`${n.schemasFile} already has ${name}.`);
    changes.edit(n.schemasFile, (t) => `${t.replace(/\n*$/, '\n')}${schemas(args)}`);
  } else {
    changes.create(n.schemasFile, schemas(args));
  }

  changes.edit(CONTRACT, (text) => {
    let out = text;
    const tags = keyAt(out, 'tags', 0);
    if (tags >= 0 && !new RegExp(`^  - name: ${tag}$`, 'm').test(out)) {
      const end = blockEnd(out, tags, 0);
      out = `${out.slice(0, end)}  - name: ${tag}\n    description: ${yamlString(args.summary)}\n${out.slice(end)}`;
    }
    const pathsAt = keyAt(out, 'paths', 0);
    const pathsEnd = blockEnd(out, pathsAt, 0);
    out = `${out.slice(0, pathsEnd)}  ${args.path}:\n    $ref: paths/${args.area}.yaml#/${key}\n${out.slice(pathsEnd)}`;
    const schemasAt = keyAt(out, 'schemas', 2, keyAt(out, 'components', 0));
    const schemasEnd = blockEnd(out, schemasAt, 2);
    const refs = names.map(
      (name) => `    ${name}:\n      $ref: schemas/${pascal(args.area)}.yaml#/${name}\n`,
    );
    return `${out.slice(0, schemasEnd)}${refs.join('')}${out.slice(schemasEnd)}`;
  });
}
