/**
 * The public pages rendered to HTML at build time (`vite.config.ts` runs this through React's static renderer),
 * so `/` and `/login` paint before any JavaScript arrives; `boot.ts` hydrates the same tree once the visitor acts.
 * MUI's styles come out as inline `<style>` elements beside the markup, which emotion moves into `<head>` when it
 * hydrates. The static renderer waits for lazily loaded pages (the sign-in page), so the HTML is complete.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { PublicShell } from './layout/PublicShell';
import { routes } from './paths';

/**
 * The pages pre-rendered, as a visitor without a session or a stored choice first sees them, and the file in the
 * build's output folder each is written to (the server serves `login.html` at `/login`).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  [routes.home]: 'index.html',
  [routes.login]: 'login.html',
};

/** The HTML of the light shell showing `path`. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PublicShell path={path} navigate={() => undefined} />
    </StrictMode>,
    // Every boundary inline: a page split into parts that a script puts in place would need an inline script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
