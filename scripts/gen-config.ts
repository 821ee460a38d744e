/**
 * `npm run gen:config`: writes the configuration table of `server/config-table.ts` into
 * `docs/configuration.md` (between its marker comments) and into `.env.example`. Run it after changing the
 * table; a unit test (`scripts/config-docs.test.ts`) fails while either file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { renderEnvExample, withConfigTable } from './config-docs.ts';

const configDoc = new URL('../docs/configuration.md', import.meta.url);
const envExample = new URL('../.env.example', import.meta.url);

writeFileSync(configDoc, withConfigTable(readFileSync(configDoc, 'utf8')));
writeFileSync(envExample, renderEnvExample());
console.log('docs/configuration.md table and .env.example written from server/config-table.ts');
