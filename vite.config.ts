import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractDefines } from './scripts/contract.ts';
import { consoleChunks } from './scripts/build/chunks.ts';
import { precompress } from './scripts/build/compression.ts';
import { prerenderPublicPages } from './scripts/build/prerender.ts';
import { routeModules } from './scripts/build/route-modules.ts';
import { routerProvider } from './scripts/build/router-provider.ts';

/** The API the dev server proxies to (`npm run dev` starts it on this port). */
const apiPort = Number(process.env.API_PORT ?? 8081);
const api = `http://127.0.0.1:${apiPort}`;

// From the contract: the operations that need no session (the API client refuses every other call while signed
// out) and the staff collections.
const define = contractDefines();

/**
 * React Router's production build for the console's own build. Its package resolves every import to its
 * development build, whose only difference is that its warnings are on (remix-run/react-router#14102): checks and
 * messages a visitor's browser runs and downloads for nothing.
 */
const routerBuild = join(import.meta.dirname, 'node_modules/react-router/dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerBuild, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? productionRouter : [] },
  plugins: [
    // react-admin's router adapter without the hash router the console never uses (scripts/build/router-provider.ts).
    routerProvider(import.meta.dirname),
    react(),
    // Brotli and gzip copies of every text asset, served as the browser accepts (scripts/build/compression.ts).
    precompress(),
    // The landing and sign-in pages as HTML (`index.html` served at `/`, `login.html` at `/login`), painted before
    // JavaScript and hydrated when the visitor acts.
    prerenderPublicPages({ plugins: [react()], define }),
    // The registry's routes and page modules beside the manifest: the server names each page's files in its HTML.
    routeModules(),
  ],
  define,
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // The manifest maps each module to its built files (server/lib/preloads.ts reads it).
    manifest: true,
    // The console core and the code its pages share in a few files instead of dozens (scripts/build/chunks.ts).
    rolldownOptions: { output: { codeSplitting: consoleChunks(import.meta.dirname) } },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/v2': { target: api, ws: false },
      '/entity': api,
      '/config.json': api,
      '/privacy.txt': api,
    },
  },
}));
