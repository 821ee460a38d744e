/**
 * The console part of `npm run new -- operation`: the typed data provider method and its query hook.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { Refusal, type OperationArgs } from './args.ts';
import { AnchorMissing, type Changes, indexOf, insertBefore } from './changes.ts';
import { camel } from './names.ts';
import {
  appendTo,
  ensureImport,
  exportedConsts,
  hasName,
  objectLiteral,
  parse,
  propertyNames,
} from './ts-edit.ts';
import { HAS_BODY, operationNames } from './operation-contract.ts';

/** The console's typed method. */
function method(args: OperationArgs): string {
  const n = operationNames(args);
  const read = args.method === 'GET';
  const body = HAS_BODY.has(args.method);
  const params = [
    ...args.params.map((p) => `${p}: string`),
    ...(body ? [`body: ${n.request}`] : []),
    ...(read ? ['{ signal }: Signal = {}'] : []),
  ];
  const init = [
    ...(args.params.length > 0 ? [`params: { path: { ${args.params.join(', ')} } }`] : []),
    ...(body ? ['body'] : []),
    ...(read ? ['signal'] : []),
  ];
  const call = `api.${args.method}('${args.path}'${init.length > 0 ? `, { ${init.join(', ')} }` : ''})`;
  return [
    `  /** ${args.summary} */`,
    `  ${args.operationId}(${params.join(', ')}) {`,
    `    return data(${call});`,
    '  }',
  ].join('\n');
}

export function methods(changes: Changes, args: OperationArgs): void {
  const n = operationNames(args);
  const file = n.methodsFile;
  const body = HAS_BODY.has(args.method);
  for (const other of readdirSync(join(changes.root, 'src/dataProvider')))
    if (
      /^[a-zA-Z]+\.ts$/.test(other) &&
      new RegExp(`^  (async )?${args.operationId}\\(`, 'm').test(changes.read(`src/dataProvider/${other}`))
    )
      throw new Refusal(
        `The data provider already has a method ${args.operationId} (src/dataProvider/${other}).`,
      );
  const imports = (text: string) => {
    let out = ensureImport(text, file, '../api/client', ['api', 'data']);
    if (body) out = ensureImport(out, file, '../../common/api/schema', ['components'], true);
    if (args.method === 'GET') out = ensureImport(out, file, './queries', ['Signal'], true);
    return out;
  };
  const alias = `export type ${n.request} = components['schemas']['${n.request}'];\n`;
  if (changes.exists(file)) {
    const source = parse(changes.read(file), file);
    const name = exportedConsts(source, /Methods$/)[0];
    if (!name)
      throw new AnchorMissing(`${file} exports no \`…Methods = { … }\` object to add the method to.`);
    if (body && hasName(source, n.request)) throw new Refusal(`${file} already has a ${n.request}.`);
    changes.edit(file, (text) => {
      let out = appendTo(text, objectLiteral(parse(text, file), name), method(args));
      if (body) {
        const statement = parse(out, file).statements.find(
          (s) => ts.isVariableStatement(s) && s.getText().includes(`${name} =`),
        )!;
        out = `${out.slice(0, statement.getStart())}${alias}\n${out.slice(statement.getStart())}`;
      }
      return imports(out);
    });
    return;
  }
  const index = 'src/dataProvider/index.ts';
  const areas = 'src/dataProvider/areas.test.ts';
  if (hasName(parse(changes.read(index), index), n.methods))
    throw new Refusal(`${index} already has ${n.methods}.`);
  changes.create(
    file,
    imports(
      [
        `/** Typed methods of the ${args.area} operations (to do: what the area is, in a line). */`,
        '',
        ...(body ? [alias] : []),
        `export const ${n.methods} = {`,
        `${method(args)},`,
        '};',
        '',
      ].join('\n'),
    ),
  );
  changes.edit(index, (text) => {
    const out = ensureImport(text, index, `./${camel(args.area)}`, [n.methods], true);
    // The type of every area's methods (`export type AreaMethods = typeof a & typeof b;`) gains this one.
    const start = indexOf(out, 'export type AreaMethods =', 0, index);
    const end = indexOf(out, ';', start, index);
    return `${out.slice(0, end)} &\n  typeof ${n.methods}${out.slice(end)}`;
  });
  changes.edit(areas, (text) => {
    const out = ensureImport(text, areas, `./${camel(args.area)}`, [n.methods]);
    return appendTo(out, objectLiteral(parse(out, areas), 'AREAS'), `  ${n.methods}`);
  });
}

export function hooks(changes: Changes, args: OperationArgs): void {
  const n = operationNames(args);
  const file = n.queriesFile;
  const read = args.method === 'GET';
  const body = HAS_BODY.has(args.method);
  const typed = args.params.map((p) => `${p}: string`).join(', ');
  const names = args.params.join(', ');
  const isNew = !changes.exists(file);
  let keys = n.keys;
  let prefix = 'ALL';
  if (!isNew) {
    const source = parse(changes.read(file), file);
    const found = exportedConsts(source, /Keys$/)[0];
    if (!found) throw new AnchorMissing(`${file} has no key factory (\`export const …Keys = { all: … }\`).`);
    keys = found;
    const all = objectLiteral(source, found).properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'all',
    );
    if (!all) throw new AnchorMissing(`${file}: ${found} has no \`all\` key to extend and invalidate.`);
    prefix = ts.isIdentifier(all.initializer) ? all.initializer.text : `...(${all.initializer.getText()})`;
    if (propertyNames(objectLiteral(source, found)).includes(n.key) && read)
      throw new Refusal(`${file}: ${found} already has a key ${n.key}.`);
    if (hasName(source, n.hook(read))) throw new Refusal(`${file} already has ${n.hook(read)}.`);
  }
  // The hook names its area's methods (`useAppDataProvider(<area>Methods)`), which joins them to the provider.
  const area = exportedConsts(parse(changes.read(n.methodsFile), n.methodsFile), /Methods$/)[0] ?? n.methods;
  const spread = prefix.startsWith('...') ? prefix : `...${prefix}`;
  const key = `  ${n.key}: (${typed}) => [${spread}, '${n.key}'${names ? `, ${names}` : ''}] as const`;
  const hook = read
    ? [
        `/** ${args.summary} */`,
        `export function ${n.hook(true)}(${typed}) {`,
        `  const dataProvider = useAppDataProvider(${area});`,
        '  return useQuery({',
        '    ...READ,',
        `    queryKey: ${keys}.${n.key}(${names}),`,
        `    queryFn: ({ signal }) => dataProvider.${args.operationId}(${names ? `${names}, ` : ''}{ signal }),`,
        '  });',
        '}',
      ]
    : [
        `/** ${args.summary} To do: invalidate only the keys it changes. */`,
        `export function ${n.hook(false)}(${typed}) {`,
        `  const dataProvider = useAppDataProvider(${area});`,
        '  const queryClient = useQueryClient();',
        '  return useMutation({',
        `    mutationFn: (${body ? `body: ${n.request}` : ''}) => dataProvider.${args.operationId}(${[
          ...args.params,
          ...(body ? ['body'] : []),
        ].join(', ')}),`,
        `    onSuccess: () => queryClient.invalidateQueries({ queryKey: ${keys}.all }),`,
        '  });',
        '}',
      ];
  const imports = (text: string) => {
    let out = ensureImport(
      text,
      file,
      '@tanstack/react-query',
      read ? ['useQuery'] : ['useMutation', 'useQueryClient'],
    );
    out = ensureImport(
      out,
      file,
      './queries',
      read ? ['READ', 'useAppDataProvider'] : ['useAppDataProvider'],
    );
    if (body) out = ensureImport(out, file, `./${camel(args.area)}`, [n.request], true);
    return ensureImport(out, file, `./${camel(args.area)}`, [area]);
  };
  if (isNew) {
    changes.create(
      file,
      imports(
        [
          `/** Query keys and hooks of the ${args.area} operations. */`,
          '',
          `const ALL = ['${camel(args.area)}'] as const;`,
          '',
          `export const ${keys} = {`,
          '  all: ALL,',
          ...(read ? [`${key},`] : []),
          '};',
          '',
          ...hook,
          '',
        ].join('\n'),
      ),
    );
    addArea(changes, camel(args.area));
    return;
  }
  changes.edit(file, (text) => {
    let out = read ? appendTo(text, objectLiteral(parse(text, file), keys), key) : text;
    out = `${out.replace(/\n*$/, '\n')}\n${hook.join('\n')}\n`;
    return imports(out);
  });
}

/** docs/architecture.md names every data area ("The areas: …"); scripts/map.test.ts checks it. */
function addArea(changes: Changes, area: string): void {
  const file = 'docs/architecture.md';
  changes.edit(file, (text) => {
    const start = indexOf(text, 'The areas: ', 0, file) + 'The areas: '.length;
    const end = indexOf(text, '.', start, file);
    const listed = text
      .slice(start, end)
      .split(/,\s*/)
      .map((name) => name.trim());
    const before = listed.filter((name) => name.localeCompare(area) < 0).at(-1);
    if (!before) return insertBefore(text, listed[0], `${area}, `, file, start);
    const at = indexOf(text, before, start, file) + before.length;
    return `${text.slice(0, at)}, ${area}${text.slice(at)}`;
  });
}
