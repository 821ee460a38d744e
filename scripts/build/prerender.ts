/**
 * The build step that pre-renders the public pages (`src/prerender.tsx`): the landing page into `dist/index.html`,
 * the page served at `/`, and the sign-in page into `dist/login.html`, served at `/login`, so they paint before
 * JavaScript and hydrate when the visitor acts (`src/boot.ts`). Every other path is served `dist/console.html`,
 * the plain page with the boot loader (server/plugins/console.ts), so no other page flashes a public page's
 * markup; it also preloads the app's entry (`src/main.tsx`) and the modules it imports, which the boot script
 * starts at once there, so the boot script costs no extra round trip. A signed-in visitor whose theme is known
 * is served the same page painted with the console's frame instead, one per theme and banner
 * (`dist/.vite/frames/`, see `common/cookies.ts`): the server chooses, nobody else fetches them.
 * Runs after the console's own build: a second, server-side Vite build of the renderer into a temporary folder,
 * whose HTML is put into the built page; every page gets its brotli and gzip copies like every other asset.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PAINTED_FRAMES, type PaintedFrame, paintedFrameFile } from '../../common/cookies.ts';
import type { Rollup } from 'vite';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

/** The root element of `index.html` as written, with the boot loader inside. */
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;

/**
 * `page` with its root element holding the rendered `html` and marked with `mark`; refused if the HTML holds a
 * script (the page's policy runs none inline).
 */
function withRoot(page: string, mark: string, html: string, what: string): string {
  if (/<script/i.test(html)) throw new Error(`prerender: ${what} rendered an inline script`);
  return page.replace(ROOT, () => `<div id="root" ${mark}>${html}</div>`);
}

function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/** The built files of the app's entry (`src/main.tsx`) and every module it imports, entry first. */
function appEntryFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
  if (!entry) throw new Error('prerender: the chunk of src/main.tsx was not found');
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return files;
}

/** The Vite plugin; `plugins` are the ones the renderer is built with (React), `define` the app's constants. */
export function prerenderPublicPages(options: {
  plugins: PluginOption[];
  define: Record<string, string>;
}): Plugin {
  let config: ResolvedConfig;
  let appFiles: string[] = [];
  return {
    name: 'multiverse-prerender-public-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      if (!config.build.ssr) appFiles = appEntryFiles(bundle);
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
        const { renderPage, renderFrame, PRERENDERED_PAGES } = (await import(
          pathToFileURL(join(ssrDir, 'prerender.mjs')).href
        )) as {
          renderPage: (path: string) => Promise<string>;
          renderFrame: (frame: PaintedFrame) => Promise<string>;
          PRERENDERED_PAGES: Record<string, string>;
        };
        const page = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!ROOT.test(page)) throw new Error('prerender: the root element of index.html was not found');
        // The boot script's own file is the page's script already.
        const preloads = appFiles
          .filter((file) => !page.includes(`src="${config.base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`)
          .join('');
        const consolePage = page.replace('</head>', `${preloads}</head>`);
        writeWithCopies(join(outDir, 'console.html'), consolePage);
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          const html = await renderPage(path);
          writeWithCopies(join(outDir, file), withRoot(page, `data-prerendered="${path}"`, html, path));
        }
        const framesDir = join(outDir, '.vite', 'frames');
        mkdirSync(framesDir, { recursive: true });
        for (const frame of PAINTED_FRAMES) {
          const file = paintedFrameFile(frame);
          const html = await renderFrame(frame);
          writeFileSync(join(framesDir, file), withRoot(consolePage, 'data-painted="frame"', html, file));
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
