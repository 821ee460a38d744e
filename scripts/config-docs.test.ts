import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_TABLE, type ConfigRow } from '../server/config-table.ts';
import { GOOGLE_ENDPOINTS } from '../server/providers/drives/cloud/google.ts';
import { VIMEO_API_URL } from '../server/providers/drives/cloud/vimeo.ts';
import { STRIPE_API_URL } from '../server/providers/payments/stripe.ts';
import {
  renderConfigTable,
  renderEnvExample,
  TABLE_END,
  TABLE_START,
  withConfigTable,
} from './config-docs.ts';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const rows = CONFIG_TABLE as readonly ConfigRow[];
const FIX = 'Run `npm run gen:config` after changing server/config-table.ts.';

describe('configuration table', () => {
  it('is what docs/configuration.md shows', () => {
    const doc = read('../docs/configuration.md');
    expect(doc, FIX).toBe(withConfigTable(doc));
    expect(doc).toContain(`${TABLE_START}\n${renderConfigTable()}\n${TABLE_END}`);
  });

  it('is what .env.example shows', () => {
    expect(read('../.env.example'), FIX).toBe(renderEnvExample());
  });

  it('names each variable once', () => {
    const names = rows.flatMap((row) => row.variables.map((v) => v.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('is the only way the server reads its environment', () => {
    const serverDir = new URL('../server/', import.meta.url);
    const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.startsWith('test/') &&
        // The API tests' own database choice (TEST_DATABASE_URL), not the server's configuration.
        file !== 'db/test-database.ts' &&
        file !== 'config-table.ts',
    );
    expect(sources.length).toBeGreaterThan(10);
    const direct = sources.filter((file) =>
      /\benv\.[A-Z_]|\benv\[|process\.env\.[A-Z_]|process\.env\[/.test(
        readFileSync(new URL(file, serverDir), 'utf8'),
      ),
    );
    expect(direct, 'read variables through server/config-table.ts').toEqual([]);
  });

  it('shows the providers’ own defaults for the endpoints they apply themselves', () => {
    const defaults = Object.fromEntries(
      rows.flatMap((row) => row.variables.filter((v) => v.providerDefault).map((v) => [v.name, v.default])),
    );
    expect(defaults).toEqual({
      GOOGLE_AUTH_URL: GOOGLE_ENDPOINTS.authUrl,
      GOOGLE_TOKEN_URL: GOOGLE_ENDPOINTS.tokenUrl,
      GOOGLE_DRIVE_API_URL: GOOGLE_ENDPOINTS.apiUrl,
      VIMEO_API_URL,
      STRIPE_API_URL,
    });
  });

  it('renders a row of several variables with their defaults in order', () => {
    expect(renderConfigTable()).toContain(
      '| `SMTP_URL`, `MAIL_FROM` | — / `Multiverse <no-reply@multiverse.local>` | deliver mail',
    );
    expect(renderEnvExample()).toContain('# MAIL_FROM="Multiverse <no-reply@multiverse.local>"\n');
    expect(renderEnvExample()).toContain('# SESSION_SECRET=\n');
  });
});

/** The README and the documents it links to, whose relative links must lead to files that exist. */
const LINKED_DOCS = [
  'README.md',
  'docs/configuration.md',
  'docs/deployment.md',
  'docs/testing.md',
  'docs/staff-pages.md',
  'docs/architecture.md',
  'docs/map.md',
];
const README_LIMIT = 12_000;

/** The targets of a Markdown text's `](target)` links, outside code blocks and code spans. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

describe('documentation', () => {
  it(`keeps the README within ${README_LIMIT.toLocaleString('en')} characters`, () => {
    const length = read('../README.md').length;
    expect(
      length <= README_LIMIT,
      `README.md has ${length} characters; the limit is ${README_LIMIT}: move detail into docs/`,
    ).toBe(true);
  });

  it('links from the README to every document that holds its former sections', () => {
    expect(linkTargets(read('../README.md'))).toEqual(
      expect.arrayContaining([
        ...LINKED_DOCS.filter((file) => file !== 'README.md'),
        'docs/architecture.md',
        'CONTRIBUTING.md',
        'docs/glossary.md',
        'docs/adr/',
      ]),
    );
  });

  it.each(LINKED_DOCS)('%s links only to files that exist', (file) => {
    const url = new URL(`../${file}`, import.meta.url);
    const targets = linkTargets(readFileSync(url, 'utf8')).filter(
      (target) => !/^(https?:|mailto:|#)/i.test(target),
    );
    const missing = targets.filter(
      (target) => !existsSync(fileURLToPath(new URL(target.split('#')[0], url))),
    );
    expect(missing, `broken relative links in ${file}`).toEqual([]);
  });
});
