/**
 * `npm run new -- owner-page …` and `staff-page …`: what "add an owner page" and "add a staff page" of
 * CONTRIBUTING.md list — the page with its texts, its route and path builder, its registry entry, its sample
 * address for the axe sweep, a component test and a journey — for the newcomer to fill in.
 */
import ts from 'typescript';
import { PERMISSIONS } from '../../common/permissions.ts';
import { checkPermission, Refusal, type PageArgs } from './args.ts';
import type { Changes } from './changes.ts';
import { camel, constant, kebab, title } from './names.ts';
import {
  appendTo,
  ensureImport,
  exportedConsts,
  insertAfterElement,
  insertBeforeElement,
  objectLiteral,
  arrayLiteral,
  parse,
  propertyNames,
} from './ts-edit.ts';

const PATHS = 'src/paths.ts';
const SAMPLES = 'tests/e2e/page-samples.ts';

/** Names every part of the change uses. */
export function pageNames(args: PageArgs) {
  const staff = args.kind === 'staff-page';
  const prefix = staff ? 'Admin' : args.domain ? 'Domain' : '';
  // The builder's key inside paths.admin / paths.domain drops the group's own word.
  const short =
    prefix && args.name.startsWith(prefix) && args.name !== prefix
      ? args.name.slice(prefix.length)
      : args.name;
  const key = camel(short);
  const folder = `src/${staff ? 'staff' : 'owner'}/${args.area}`;
  return {
    folder,
    component: `${args.name}Page`,
    pageFile: `${folder}/${args.name}Page.tsx`,
    testFile: `${folder}/${args.name}Page.test.tsx`,
    textsFile: `${folder}/texts.ts`,
    texts: `${constant(args.area)}_TEXTS`,
    key,
    routeKey: camel(`${prefix}${short}`),
    builder: staff ? `paths.admin.${key}` : args.domain ? `paths.domain.${key}` : `paths.${key}`,
    id: staff ? `admin.${key}` : args.domain ? `domain.${key}` : key,
    registry: staff ? 'src/registry/staffPages.tsx' : 'src/registry/ownerPages.tsx',
    journey: `tests/e2e/${kebab(args.area)}-${kebab(args.name)}.spec.ts`,
    access: staff ? 'staff' : 'signed-in',
    title: title(args.name),
  };
}

/** The path builder's code, from the route (each value encoded). */
export function builder(args: PageArgs): string {
  const n = pageNames(args);
  const params = args.params.map((p) => `${p}: string`).join(', ');
  if (args.domain) {
    const rest = args.route.replace(/^\/domains\/:uri/, '').replace(/:([a-zA-Z0-9]+)/g, '${enc($1)}');
    return `(${params}) => \`\${domain.home(uri)}${rest}\``;
  }
  if (args.params.length === 0) return `() => routes.${n.routeKey}`;
  return `(${params}) => \`${args.route.replace(/:([a-zA-Z0-9]+)/g, '${enc($1)}')}\``;
}

/** A concrete address of the page: the demo metaverse for `uri`, a sample for other parameters. */
function sampleArgs(args: PageArgs, uri: string): string {
  return args.params.map((p) => (p === 'uri' ? uri : "'sample'")).join(', ');
}

function pageFile(args: PageArgs): string {
  const n = pageNames(args);
  return `import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionFrame } from '../../components/SectionFrame';
import { ${n.texts} } from './texts';

const T = ${n.texts}.${n.key};

/** \`${args.route}\`: to do — what the page shows, in the specification's words (its section). */
export function ${n.component}() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {T.title}
      </Typography>
      <SectionFrame title={T.section}>
        <Typography>{T.intro}</Typography>
      </SectionFrame>
    </Stack>
  );
}
`;
}

function componentTest(args: PageArgs): string {
  const n = pageNames(args);
  const url = args.route.replace(/:([a-zA-Z0-9]+)/g, (_, p: string) => (p === 'uri' ? 'moonbase' : 'sample'));
  return `// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import { ${n.component} } from './${n.component}';
import { ${n.texts} } from './texts';

afterEach(cleanup);

const T = ${n.texts}.${n.key};

describe('${n.component}', () => {
  // To do: the page's states (loading, empty, refused) with the data provider methods it calls.
  it('shows its title and its section', async () => {
    renderPage(<${n.component} />, { path: '${args.route}', url: '${url}', dataProvider: {} });
    expect(await screen.findByRole('heading', { name: T.title, level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: T.section })).toBeTruthy();
  });
});
`;
}

function journey(args: PageArgs): string {
  const n = pageNames(args);
  const staff = args.kind === 'staff-page';
  const who = staff ? 'superuser@demo.test' : 'owner@demo.test';
  const depth = '../..';
  return `/**
 * ${n.title} (\`${args.route}\`): to do — the journey a real user makes on it, step by step, in the
 * specification's words.
 */
import { ${n.texts} } from '${depth}/${n.folder}/texts.ts';
import { paths } from '${depth}/src/paths.ts';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const T = ${n.texts}.${n.key};

test('${staff ? 'staff open' : 'the owner opens'} ${n.title.toLowerCase()}', async ({ page }) => {
  await signIn(page, '${who}', ${n.builder}(${sampleArgs(args, "'demo-business'")}));
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  await expectAccessible(page);
});
`;
}

function texts(changes: Changes, args: PageArgs): string {
  const n = pageNames(args);
  const entry = [
    `  ${n.key}: {`,
    `    title: '${n.title}',`,
    `    section: '${n.title}',`,
    `    intro: 'To do: the words of the specification.',`,
    ...(args.label ? [`    menuLabel: ${JSON.stringify(args.label).replace(/^"|"$/g, "'")},`] : []),
    '  }',
  ].join('\n');
  if (!changes.exists(n.textsFile)) {
    changes.create(
      n.textsFile,
      `/** Texts of the ${args.area} pages (to do: the specification's section). */\nexport const ${n.texts} = {\n${entry},\n} as const;\n`,
    );
    return n.texts;
  }
  const source = parse(changes.read(n.textsFile), n.textsFile);
  const name = exportedConsts(source, /_TEXTS$/)[0];
  if (!name) throw new Refusal(`${n.textsFile} exports no …_TEXTS object to add the page's texts to.`);
  if (propertyNames(objectLiteral(source, name)).includes(n.key))
    throw new Refusal(`${n.textsFile}: ${name} already has ${n.key}.`);
  changes.edit(n.textsFile, (text) => appendTo(text, objectLiteral(parse(text, n.textsFile), name), entry));
  return name;
}

function routesAndPaths(changes: Changes, args: PageArgs): void {
  const n = pageNames(args);
  const source = parse(changes.read(PATHS), PATHS);
  const routes = objectLiteral(source, 'routes');
  if (propertyNames(routes).includes(n.routeKey))
    throw new Refusal(`${PATHS}: routes already has ${n.routeKey}.`);
  const taken = routes.properties.find(
    (p) =>
      ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer) && p.initializer.text === args.route,
  );
  if (taken) throw new Refusal(`${PATHS}: the route ${args.route} is already ${taken.name?.getText()}.`);
  const group = args.kind === 'staff-page' ? 'admin' : args.domain ? 'domain' : 'paths';
  if (propertyNames(objectLiteral(source, group)).includes(n.key))
    throw new Refusal(`${PATHS}: ${group === 'paths' ? 'paths' : `paths.${group}`} already has ${n.key}.`);
  changes.edit(PATHS, (text) => {
    const out = appendTo(
      text,
      objectLiteral(parse(text, PATHS), 'routes'),
      `  ${n.routeKey}: '${args.route}'`,
    );
    return appendTo(
      out,
      objectLiteral(parse(out, PATHS), group),
      `  /** ${n.title}. */\n  ${n.key}: ${builder(args)}`,
    );
  });
}

function registry(changes: Changes, args: PageArgs, textsName: string): void {
  const n = pageNames(args);
  const file = n.registry;
  const text = changes.read(file);
  if (text.includes(`id: '${n.id}'`)) throw new Refusal(`${file} already has a page ${n.id}.`);
  const onlyUri = args.domain && args.params.length === 1;
  const textsModule = `../${n.folder.replace(/^src\//, '')}/texts`;
  const label = `${textsName}.${n.key}.menuLabel`;
  const menu =
    args.label === undefined
      ? []
      : args.kind === 'staff-page'
        ? [`    menu: staffMenu(${label}),`]
        : args.domain
          ? [`    menu: [{ place: 'domain', label: ${label}, visible: manager }],`]
          : [`    menu: [{ place: 'header', label: ${label} }],`];
  const entry = [
    '  {',
    "    kind: 'route',",
    `    id: '${n.id}',`,
    `    path: routes.${n.routeKey},`,
    `    access: '${n.access}',`,
    ...(args.permission ? [`    permission: '${args.permission}',`] : []),
    `    element: load(() => import('../${n.folder.replace(/^src\//, '')}/${n.component}'), '${n.component}'),`,
    ...(onlyUri ? [`    domainLink: ${n.builder},`] : []),
    ...menu,
    '  }',
  ].join('\n');
  changes.edit(file, (before) => {
    const source = parse(before, file);
    let out: string;
    if (args.kind === 'staff-page') {
      const list = arrayLiteral(source, 'STAFF_PAGES');
      // Before the catch-all "Bad uri" page.
      const fallback = list.elements.find((e) => e.getText().includes("id: 'admin.other'"));
      if (!fallback) throw new Refusal(`${file}: no admin.other page to insert before.`);
      out = insertBeforeElement(before, fallback, entry);
      out = ensureImport(out, file, '../paths', ['routes']);
      out = ensureImport(out, file, './page', args.label ? ['load', 'staffMenu'] : ['load']);
    } else {
      const list = arrayLiteral(source, 'OWNER_PAGES');
      // A metaverse's page goes with the metaverse's pages, in the sidebar's order; others at the end.
      const domainPages = list.elements.filter((e) => /path: routes\.domain\w*,/.test(e.getText()));
      out =
        args.domain && domainPages.length > 0
          ? insertAfterElement(before, domainPages[domainPages.length - 1], entry)
          : appendTo(before, list, entry);
      out = ensureImport(out, file, '../paths', onlyUri ? ['paths', 'routes'] : ['routes']);
      out = ensureImport(out, file, './page', args.label && args.domain ? ['load', 'manager'] : ['load']);
    }
    return args.label ? ensureImport(out, file, textsModule, [textsName]) : out;
  });
}

function sample(changes: Changes, args: PageArgs): void {
  const n = pageNames(args);
  const source = parse(changes.read(SAMPLES), SAMPLES);
  if (propertyNames(objectLiteral(source, 'PAGE_SAMPLES')).includes(n.id))
    throw new Refusal(`${SAMPLES} already has ${n.id}.`);
  changes.edit(SAMPLES, (text) =>
    appendTo(
      text,
      objectLiteral(parse(text, SAMPLES), 'PAGE_SAMPLES'),
      `  '${n.id}': { access: '${n.access}', urls: [${n.builder}(${sampleArgs(args, 'uri')})] }`,
    ),
  );
}

/** Plans the whole change; nothing is written. */
export function planPage(changes: Changes, args: PageArgs): void {
  if (args.permission)
    checkPermission(
      args.permission,
      PERMISSIONS.filter((p) => !p.deprecated).map((p) => p.name),
    );
  const n = pageNames(args);
  routesAndPaths(changes, args);
  const textsName = texts(changes, args);
  // An existing texts file may name its object otherwise: the page, test and journey import that name.
  const rename = (code: string) => code.replaceAll(n.texts, textsName);
  changes.create(n.pageFile, rename(pageFile(args)));
  changes.create(n.testFile, rename(componentTest(args)));
  registry(changes, args, textsName);
  sample(changes, args);
  changes.create(n.journey, rename(journey(args)));
  changes.next.push(
    `${n.textsFile}: the page's texts in the specification's words; ${n.pageFile}: the page (data through a hook of src/dataProvider/<area>.queries.ts, shared UI from src/components/).`,
    `${n.testFile}: the page's states; ${n.journey}: the journey's real steps (npx playwright test ${n.journey}).`,
    ...(args.label
      ? [
          'The menus changed: src/layout/links.test.ts (and src/layout/Sidebar.test.tsx for a metaverse page) list their entries: add yours.',
        ]
      : []),
  );
}
