/**
 * `npm run gen:config`: writes the configuration table of `server/config-table.ts` into the README (between
 * its marker comments) and into `.env.example`. Run it after changing the table; a unit test
 * (`scripts/config-docs.test.ts`) fails while either file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { renderEnvExample, withReadmeTable } from './config-docs.ts';

const readme = new URL('../README.md', import.meta.url);
const envExample = new URL('../.env.example', import.meta.url);

writeFileSync(readme, withReadmeTable(readFileSync(readme, 'utf8')));
writeFileSync(envExample, renderEnvExample());
console.log('README.md configuration table and .env.example written from server/config-table.ts');
