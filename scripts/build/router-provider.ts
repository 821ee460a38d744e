/**
 * Puts the console's router adapter (`src/lib/routerProvider.tsx`) in place of react-admin's default one, which
 * its core imports as the default of its contexts. The default creates a hash router when the admin is not inside
 * a router; the console always is, but through that default react-router's data-router machinery was in every
 * signed-in page's first load, about 15 KiB compressed that never ran. The build fails if react-admin's module is
 * not where this expects it, rather than quietly shipping the default again.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** react-admin's adapter as its routing modules import it. */
const DEFAULT_ADAPTER = /(^|\/)adapters\/reactRouterProvider\.js$/;
const IMPORTED_FROM = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/;
const REPLACEMENT = '\0console-router-provider';

export function routerProvider(root: string): Plugin {
  const adapter = resolve(root, 'src/lib/routerProvider.tsx');
  let replaced = false;
  return {
    name: 'console-router-provider',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer || !IMPORTED_FROM.test(importer) || !DEFAULT_ADAPTER.test(source)) return null;
      replaced = true;
      return REPLACEMENT;
    },
    load(id) {
      if (id !== REPLACEMENT) return null;
      return `export { consoleRouterProvider as reactRouterProvider } from ${JSON.stringify(adapter)};`;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          "react-admin's router adapter (ra-core's routing/adapters/reactRouterProvider.js) was not imported where " +
            'scripts/build/router-provider.ts expects it: update the plugin to the new version of react-admin.',
        );
    },
  };
}
