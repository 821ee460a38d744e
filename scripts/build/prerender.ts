/**
 * The build step that pre-renders the landing page (`src/prerender.tsx`) into `dist/index.html`, the page served
 * at `/`, so it paints before JavaScript and then hydrates. Every other path is served `dist/console.html`, the
 * plain page with the boot loader (server/plugins/console.ts), so no other page flashes the landing's markup.
 * Runs after the console's own build: a second, server-side Vite build of the renderer into a temporary folder,
 * whose HTML is put into the built page; both pages get their brotli and gzip copies like every other asset.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

/** The root element of `index.html` as written, with the boot loader inside. */
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/** The Vite plugin; `plugins` are the ones the renderer is built with (React), `define` the app's constants. */
export function prerenderLanding(options: {
  plugins: PluginOption[];
  define: Record<string, string>;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'multiverse-prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = mkdtempSync(join(tmpdir(), 'multiverse-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: options.plugins,
          define: options.define,
          // Everything bundled, so the renderer runs from the temporary folder without resolving packages.
          ssr: { noExternal: true },
          build: {
            ssr: resolve(config.root, 'src/prerender.tsx'),
            outDir: ssrDir,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const { renderLanding } = (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as {
          renderLanding: () => string;
        };
        const page = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!ROOT.test(page)) throw new Error('prerender: the root element of index.html was not found');
        writeWithCopies(join(outDir, 'console.html'), page);
        const landing = page.replace(
          ROOT,
          () => `<div id="root" data-prerendered="/">${renderLanding()}</div>`,
        );
        writeWithCopies(join(outDir, 'index.html'), landing);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
