/**
 * How the console's code is grouped into files (rolldown's `codeSplitting` groups). Left to itself the bundler
 * makes one file for every combination of lazy pages that share code, so a signed-in first load fetched about
 * ninety scripts, many under 1 KiB (each a request, and a small file compresses worse than the same code in a
 * larger one). Grouped here:
 *
 * `main`, the light shell: `main.tsx` and what it imports, and of what it loads lazily itself (the sign-in page,
 * the landing's launch button) what the console uses too, in one file; the rest of those stay their own files.
 * Every signed-in page loads it too (the console starts from it), so the Material UI parts both use are no
 * longer dozens of files of 1–5 KiB each that a first load fetched one after another over a browser's six
 * connections (`/profile` fetched 61 scripts, now 11; mobile LCP 4.0 → 2.9 s).
 * The boot script's own modules stay in its file.
 *
 * `console`, the console core: what `App.tsx` needs before any page (react-admin's core, the router, the query
 * library, the layout and the Material UI parts only they use), in one file fetched with the first signed-in page.
 * Nothing of the light shell is in it, so visitors on `/` and `/login` still fetch no react-admin.
 *
 * Not grouped: the pages' code, each page's own with it and the heavy libraries (recharts, rjsf, Stripe,
 * the WebRTC adaptor) only with the pages that use them (ADR 0018). A group for the code several pages share was
 * measured and dropped: every page then fetched the shared code of all pages, 30–40 KiB more than it saved in
 * requests.
 */
import { resolve, sep } from 'node:path';
import type { CodeSplittingOptions, ModuleInfo } from 'rolldown';

type Info = (id: string) => ModuleInfo | null;

/**
 * Every module `from` reaches (itself included) through static imports, and lazy ones too with `lazy`, stopping
 * at `stop`.
 */
function closure(
  from: readonly string[],
  info: Info,
  { stop = new Set(), lazy = false }: { stop?: ReadonlySet<string>; lazy?: boolean } = {},
): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    const module = info(id);
    queue.push(...(module?.importedIds ?? []), ...((lazy && module?.dynamicallyImportedIds) || []));
  }
  return seen;
}

/** Modules that re-export a whole library, which the core's imports pass through without using most of it. */
const BARREL = /[\\/]node_modules[\\/](ra-ui-materialui[\\/]|@mui[\\/](material|icons-material)[\\/]index\.)/;

export function consoleChunks(root: string): CodeSplittingOptions {
  const boot = resolve(root, 'src/boot.ts');
  const main = resolve(root, 'src/main.tsx');
  const app = resolve(root, 'src/App.tsx');
  // The page registry: `src/pages.tsx` and the arrays it spreads from `src/registry/`.
  const registry = resolve(root, 'src/pages.tsx');
  const registryFolder = resolve(root, 'src/registry') + sep;
  let groups: { core: Set<string>; shell: Set<string> } | null = null;

  const chosen = (info: Info) => {
    if (groups) return groups;
    // The light shell: the entry's static graph and what it loads lazily itself (the sign-in page, the landing's
    // launch button), not the console nor the registry's pages.
    const entry = closure([main], info);
    let light = entry;
    for (let roots = [main]; roots.length > 0;) {
      light = closure([...light, ...roots], info);
      roots = [...light]
        .filter((id) => id !== registry && !id.startsWith(registryFolder))
        .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => id !== app && !light.has(id));
    }
    // Not through react-admin's Material UI half nor Material UI's index: the console uses neither, and through
    // them the import graph reaches every component, most of which only some pages use.
    const barrels = new Set([...closure([app], info, { stop: light })].filter((id) => BARREL.test(id)));
    // The boot script's own modules stay in its file, out of both groups: it must not wait for the app's.
    const bootFile = closure([boot], info);
    const core = closure([app], info, { stop: new Set([...light, ...barrels, ...bootFile]) });
    // What the light shell loads lazily goes with it only when the console or a page uses it too: the sign-in
    // page's own code stays a file of its own, fetched when a visitor opens it.
    const consoleAll = closure([app], info, { stop: barrels, lazy: true });
    const shell = new Set(
      [...light].filter((id) => !bootFile.has(id) && (entry.has(id) || consoleAll.has(id))),
    );
    groups = { core, shell };
    return groups;
  };

  return {
    // A captured module's dependencies are chosen by the rules above, not pulled in with it (that would move
    // light-shell code into the console's file).
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'console',
        name: (id, ctx) => (chosen((m) => ctx.getModuleInfo(m)).core.has(id) ? 'console' : null),
      },
      {
        debugName: 'main',
        name: (id, ctx) => (chosen((m) => ctx.getModuleInfo(m)).shell.has(id) ? 'main' : null),
      },
    ],
  };
}
