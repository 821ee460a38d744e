/**
 * Test files that start real servers each take ports of their own: files run side by side, and a server
 * started on a port another file's server holds is never reached (its readiness check is answered by the other).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const FOLDERS = ['server/test/routes', 'tests/e2e'];

/** The ports each file declares: a `PORTS = [...]` list, or `serverOnOwnData(name, port)` (that port and the next). */
function declaredPorts(): { file: string; port: number }[] {
  const found: { file: string; port: number }[] = [];
  for (const folder of FOLDERS)
    for (const name of readdirSync(join(root, folder))) {
      if (!/\.(test|spec)\.ts$/.test(name)) continue;
      const text = readFileSync(join(root, folder, name), 'utf8');
      for (const list of text.matchAll(/\bPORTS\s*=\s*\[([^\]]*)\]/g))
        for (const port of list[1].matchAll(/\d[\d_]*/g))
          found.push({ file: `${folder}/${name}`, port: Number(port[0].replaceAll('_', '')) });
      for (const own of text.matchAll(/serverOnOwnData\([^,]+,\s*(\d[\d_]*)\)/g)) {
        const port = Number(own[1].replaceAll('_', ''));
        found.push({ file: `${folder}/${name}`, port }, { file: `${folder}/${name}`, port: port + 1 });
      }
    }
  return found;
}

describe('ports of the process-level tests', () => {
  it('are declared, and no two files share one', () => {
    const ports = declaredPorts();
    expect(ports.length).toBeGreaterThan(10);
    const owners = new Map<number, string>();
    const shared: string[] = [];
    for (const { file, port } of ports) {
      const owner = owners.get(port);
      if (owner && owner !== file) shared.push(`${port}: ${owner} and ${file}`);
      owners.set(port, file);
    }
    expect(shared).toEqual([]);
  });
});
