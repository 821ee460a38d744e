/**
 * How the console's code is grouped into files (rolldown's `codeSplitting` groups). Left to itself the bundler
 * makes one file for every combination of lazy pages that share code, so a signed-in first load fetched about
 * ninety scripts, many under 1 KiB (each a request, and a small file compresses worse than the same code in a
 * larger one). Grouped here:
 *
 * `console`, the console core: what `App.tsx` needs before any page (react-admin's core, the router, the query
 * library, the layout and the Material UI parts only they use), in one file fetched with the first signed-in page.
 *
 * Not grouped: whatever the light shell loads (`main.tsx` and what it imports lazily itself, the sign-in page
 * among them), so visitors on `/` and `/login` still fetch no react-admin; and the pages' code, each page's own
 * with it and the heavy libraries (recharts, konva, rjsf, Stripe, the WebRTC adaptor) only with the pages that
 * use them (ADR 0018). A second group for the code several pages share was measured and dropped: every page then
 * fetched the shared code of all pages, 30–40 KiB more than it saved in requests.
 */
import { resolve } from 'node:path';
import type { CodeSplittingOptions, ModuleInfo } from 'rolldown';

type Info = (id: string) => ModuleInfo | null;

/** Every module `from` reaches through static imports (itself included), stopping at `stop`. */
function staticClosure(
  from: readonly string[],
  info: Info,
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** Modules that re-export a whole library, which the core's imports pass through without using most of it. */
const BARREL = /[\\/]node_modules[\\/](ra-ui-materialui[\\/]|@mui[\\/](material|icons-material)[\\/]index\.)/;

export function consoleChunks(root: string): CodeSplittingOptions {
  const main = resolve(root, 'src/main.tsx');
  const app = resolve(root, 'src/App.tsx');
  const registry = resolve(root, 'src/pages.tsx');
  let core: Set<string> | null = null;

  const consoleCore = (info: Info): Set<string> => {
    if (core) return core;
    // The light shell: the entry's static graph and what it loads lazily itself (the sign-in page, the landing's
    // launch button), not the console nor the registry's pages.
    let light = new Set<string>();
    for (let roots = [main]; roots.length > 0;) {
      light = staticClosure([...light, ...roots], info);
      roots = [...light]
        .filter((id) => id !== registry)
        .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => id !== app && !light.has(id));
    }
    // Not through react-admin's Material UI half nor Material UI's index: the console uses neither, and through
    // them the import graph reaches every component, most of which only some pages use.
    const barrels = [...light, ...[...staticClosure([app], info, light)].filter((id) => BARREL.test(id))];
    core = staticClosure([app], info, new Set(barrels));
    return core;
  };

  return {
    // A captured module's dependencies are chosen by the rules above, not pulled in with it (that would move
    // light-shell code into the console's file).
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id, ctx) => (consoleCore((m) => ctx.getModuleInfo(m)).has(id) ? 'console' : null),
      },
    ],
  };
}
