import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_TABLE, type ConfigRow } from '../server/config-table.ts';
import { GOOGLE_ENDPOINTS } from '../server/providers/drives/cloud/google.ts';
import { VIMEO_API_URL } from '../server/providers/drives/cloud/vimeo.ts';
import {
  README_END,
  README_START,
  renderEnvExample,
  renderReadmeTable,
  withReadmeTable,
} from './config-docs.ts';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const rows = CONFIG_TABLE as readonly ConfigRow[];
const FIX = 'Run `npm run gen:config` after changing server/config-table.ts.';

describe('configuration table', () => {
  it('is what the README shows', () => {
    const readme = read('../README.md');
    expect(readme, FIX).toBe(withReadmeTable(readme));
    expect(readme).toContain(`${README_START}\n${renderReadmeTable()}\n${README_END}`);
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
    });
  });

  it('renders a row of several variables with their defaults in order', () => {
    expect(renderReadmeTable()).toContain(
      '| `SMTP_URL`, `MAIL_FROM` | — / `Multiverse <no-reply@multiverse.local>` | deliver mail',
    );
    expect(renderEnvExample()).toContain('# MAIL_FROM="Multiverse <no-reply@multiverse.local>"\n');
    expect(renderEnvExample()).toContain('# SESSION_SECRET=\n');
  });
});
