/**
 * `npm run gen:map`: writes `docs/map.md`, the map from each page of the console to the operations it calls,
 * their handlers and the repositories those use (see `scripts/map.ts`). Run it after changing pages, data hooks,
 * handlers or the contract (after `npm run gen:api`); `scripts/map.test.ts` fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { renderMap } from './map.ts';

writeFileSync(new URL('../docs/map.md', import.meta.url), renderMap());
console.log('docs/map.md written from src/pages.tsx, the contract and server/routes/');
