import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The names of React state that would hold a list's paging (`const [page, setPage] = useState(0)`). */
const PAGING_STATE =
  '/^(page|pageIndex|pageNumber|pageSize|perPage|rowsPerPage|per|first|offset|skip|cursor)$/';

const CONSOLE_NOT_SERVER = 'The console cannot import server code; move what both need into common/.';

/** Imports the console refuses everywhere: each names the one way that replaces it. */
const CONSOLE_PATHS = [
  // One toast path: react-admin's notifications are not shown (layout/Toasts.tsx shows every toast).
  {
    name: 'react-admin',
    importNames: ['useNotify'],
    message: "Use reportSuccess / reportInfo / reportError from 'api/errors' (the one toast path).",
  },
  // One way to load a component lazily: it can be preloaded, and once loaded renders without a fallback.
  {
    name: 'react',
    importNames: ['lazy'],
    message: "Use preloadable from 'lib/preloadable' (the one way to load a component lazily).",
  },
  // One pager: a paged list pages with components/Pager (its page size with components/PageSizeSelect).
  {
    name: '@mui/material/TablePagination',
    message: "Use Pager from 'components/Pager' (the one pager) and PageSizeSelect for the page size.",
  },
  {
    name: '@mui/material',
    importNames: ['TablePagination'],
    message: "Use Pager from 'components/Pager' (the one pager) and PageSizeSelect for the page size.",
  },
];

/**
 * Screens and shared UI load and change data only through the query hooks of dataProvider/*.queries.ts, which
 * hold the keys, the caching and what a write reads again; the data provider itself stays behind them.
 */
const DATA_THROUGH_HOOKS = {
  regex: '^(\\.\\./)+dataProvider/queries$',
  importNames: ['useAppDataProvider'],
  message:
    'Load and change data through a hook of dataProvider/*.queries.ts (add one there), not the data provider itself.',
};

const SCREENS = 'owner|staff|layout|registry|pages|App';
/** What each lower layer of the console may not import (relative paths, from anywhere in the layer). */
const CONSOLE_LAYERS = [
  {
    folder: 'lib',
    banned: `api(?!/types$)|authProvider|dataProvider|components|forms|${SCREENS}`,
    message:
      'lib/ holds pure helpers: it imports no client (only the contract types, api/types), session, data hooks, components or screens.',
  },
  {
    folder: 'api',
    banned: `authProvider|dataProvider|components|forms|${SCREENS}`,
    message:
      'The HTTP client knows no session provider, data hooks, components or screens (it may use lib/).',
  },
  {
    folder: 'dataProvider',
    banned: `components|forms|${SCREENS}`,
    message:
      'Data hooks know no components or screens: a sentence they produce goes in dataProvider/texts.ts.',
  },
  {
    folder: 'components',
    banned: 'owner|staff|registry|pages|App',
    message: 'Shared components know no pages: pass what a page decides as props.',
  },
  {
    folder: 'forms',
    banned: 'owner|staff|registry|pages|App',
    message: 'Forms know no pages: pass what a page decides as props.',
  },
];

/** A wrapping row spaced by margins: its wrapped lines start out of line (Stack's useFlexGap spaces by gap). */
const WRAPPED_ROWS_BY_GAP = [
  {
    selector:
      "JSXOpeningElement[name.name='Stack']:has(JSXAttribute[name.name='spacing']):has(Property[key.name='flexWrap'][value.value='wrap']):not(:has(JSXAttribute[name.name='useFlexGap']))",
    message: 'A Stack that wraps and has spacing needs useFlexGap, or its wrapped lines start out of line.',
  },
];

/** Dates and numbers written by hand in the browser's or a fixed locale, instead of the one way. */
const ONE_DATE_AND_NUMBER_FORMAT = [
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message:
      "Write a date with lib/dates (the user's locale, one format) and a number with lib/formatNumber.",
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Write a date with lib/dates (add a format there when none fits).',
  },
  {
    // Creating a formatter loads the browser's locale data: ~45 ms of a throttled mobile load when a module does it
    // as it is imported, on every page that imports it.
    selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
    message: 'Make an Intl formatter on first use (inside a function), not when the module is imported.',
  },
];

/** A list's paging kept in React state instead of the URL. */
const PAGING_IN_THE_URL = ['init.callee.name', 'init.callee.property.name'].map((callee) => ({
  selector: `VariableDeclarator[id.type='ArrayPattern'][id.elements.0.name=${PAGING_STATE}][${callee}='useState']`,
  message:
    "Keep a list's paging in the URL through listRules (lib/listState.ts) and useListState (components/PagedList), paged with components/Pager.",
}));

/**
 * A list's paging or sort read or written by hand (`params.get('first')`, `'page'`, `'per'`, …) instead of
 * through its one state.
 */
const OFFSET_BY_HAND = [
  {
    selector:
      'CallExpression[callee.property.name=/^(get|set|delete)$/][arguments.0.value=/^(first|page|per|count|cursor|sort|order)$/]',
    message:
      "Keep a list's state with listRules / useListState, or its offset alone with readFirst / withFirst (lib/listState.ts), and page with components/Pager.",
  },
];

/** A success said in an Alert (or a notice object that becomes one) instead of the toast host. */
const SUCCESS_IN_A_TOAST = [
  "JSXOpeningElement[name.name='Alert'] JSXAttribute[name.name='severity'] Literal[value='success']",
  "Property[key.name='severity'][value.value='success']",
].map((selector) => ({
  selector,
  message:
    'Tell what an action did with reportSuccess (the toast host); an Alert shows a state in place: empty, refused, read-only, failed.',
}));

/** A `no-restricted-imports` config for `files`: `paths` as given, and each banned relative folder. */
function restrictImports(files, paths, bans, ignores = [], patterns = []) {
  return {
    files,
    ...(ignores.length > 0 && { ignores }),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [
            ...bans.map(({ banned, message }) => ({ regex: `^(\\.\\./)+(${banned})(/|$)`, message })),
            ...patterns,
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'openapi/dist',
      'common/api/schema.d.ts',
      'src/forms/validators/*.gen.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  // Import direction: the console and the server share code only through common/, which depends on neither.
  // scripts/ and tests/ drive both programs and may import from either.
  ...[
    {
      files: ['src/**'],
      banned: 'server',
      message: CONSOLE_NOT_SERVER,
      paths: CONSOLE_PATHS,
      patterns: [DATA_THROUGH_HOOKS],
    },
    {
      files: ['server/**'],
      banned: 'src',
      message: 'The server cannot import console code; move what both need into common/.',
    },
    {
      files: ['common/**'],
      banned: 'src|server|scripts|tests',
      message: 'common/ is shared by the console and the server, so it imports from neither.',
    },
  ].map(({ files, banned, message, paths = [], patterns = [] }) =>
    restrictImports(files, paths, [{ banned, message }], [], patterns),
  ),
  // Layers inside the console, lowest first: helpers (lib/), the HTTP client (api/), the session
  // (authProvider/), the data layer (dataProvider/), shared UI (components/, forms/), then pages and the frame.
  // A layer imports only from those below it (a config replaces the src/** one above, so it repeats its bans).
  ...CONSOLE_LAYERS.map(({ folder, banned, message }) =>
    restrictImports(
      [`src/${folder}/**`],
      CONSOLE_PATHS,
      [
        { banned: 'server', message: CONSOLE_NOT_SERVER },
        { banned, message },
      ],
      ['src/**/*.test.{ts,tsx}'],
      [DATA_THROUGH_HOOKS],
    ),
  ),
  // One list state: a list's page, page size, offset or cursor lives in the URL (lib/listState.ts, ADR
  // 0005), never in React state, so a reload or a shared link shows the same page. One feedback path: what an
  // action did is told in a toast (reportSuccess); an Alert shows a state in place (docs/architecture.md,
  // "Feedback"), so no Alert is a success. The toast host itself and the mission tools, whose green "Saved"
  // and "Deleted" the spec puts under the form (staff-and-agents.md §8), are the exceptions. One format for
  // dates (lib/dates, the user's locale) and for numbers (lib/formatNumber).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PAGING_IN_THE_URL,
        ...OFFSET_BY_HAND,
        ...SUCCESS_IN_A_TOAST,
        ...ONE_DATE_AND_NUMBER_FORMAT,
        ...WRAPPED_ROWS_BY_GAP,
      ],
    },
  },
  {
    files: ['src/api/errors.ts', 'src/forms/editState.ts', 'src/staff/missions/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PAGING_IN_THE_URL,
        ...OFFSET_BY_HAND,
        ...ONE_DATE_AND_NUMBER_FORMAT,
        ...WRAPPED_ROWS_BY_GAP,
      ],
    },
  },
  // The offset's one rule itself.
  {
    files: ['src/lib/listState.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PAGING_IN_THE_URL,
        ...SUCCESS_IN_A_TOAST,
        ...ONE_DATE_AND_NUMBER_FORMAT,
        ...WRAPPED_ROWS_BY_GAP,
      ],
    },
  },
  {
    files: ['src/lib/dates.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...PAGING_IN_THE_URL, ...SUCCESS_IN_A_TOAST, ...WRAPPED_ROWS_BY_GAP],
    },
  },
  // Size: a file over 400 lines or a function over 150 is split by concern. Generated files are left out;
  // a test's describe block may run longer, its file may not.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    ignores: ['**/*.gen.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.gen.ts', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  // The database and API test files share their worker's process (vitest.config.ts): a module mocked in one
  // would stay mocked for the files after it.
  {
    files: ['server/test/routes/**/*.ts', 'server/**/*.db.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Database and API test files share a process: build what the test needs into its app instead of mocking modules or globals.',
        })),
      ],
    },
  },
  // Journeys take `test` from the fixture that gives each worker its own server.
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures.ts' (one server per worker).",
            },
          ],
        },
      ],
    },
  },
);
