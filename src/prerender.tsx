/**
 * What the build renders to HTML (`vite.config.ts` runs this through React's static renderer). The public pages,
 * so `/` and `/login` paint before any JavaScript arrives; `boot.ts` hydrates the same tree once the visitor acts.
 * And the console's frame as a signed-in page's HTML paints it while the console's code downloads (the server
 * picks the frame from the visitor's cookies, `common/cookies.ts`); the console then renders afresh over it.
 * MUI's styles come out as inline `<style>` elements beside the markup, which emotion moves into `<head>` when it
 * starts. The static renderer waits for lazily loaded pages (the sign-in page), so the HTML is complete.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PaintedFrame } from '../common/cookies';
import { Header } from './layout/Header';
import { PublicShell } from './layout/PublicShell';
import { ShellFrame } from './layout/ShellFrame';
import { darkTheme, lightTheme } from './layout/themes';
import { routes } from './paths';

/**
 * The pages pre-rendered, as a visitor without a session or a stored choice first sees them, and the file in the
 * build's output folder each is written to (the server serves `login.html` at `/login`).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  [routes.home]: 'index.html',
  [routes.login]: 'login.html',
};

async function render(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{tree}</StrictMode>,
    // Every boundary inline: a page split into parts that a script puts in place would need an inline script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML of the light shell showing `path`. */
export function renderPage(path: string): Promise<string> {
  return render(<PublicShell path={path} navigate={() => undefined} />);
}

const loading = { status: 'loading' } as const;

/**
 * The HTML of the console's frame before its code runs: the header's bar with its loading sign, the cookie banner
 * unless accepted (its button answered by the boot script) and the empty main area. Everything in it is where the
 * console draws it, so nothing moves when the console takes over.
 */
export function renderFrame(frame: PaintedFrame): Promise<string> {
  return render(
    <ThemeProvider theme={createTheme(frame.theme === 'dark' ? darkTheme : lightTheme)}>
      <CssBaseline enableColorScheme />
      <ShellFrame header={<Header session={loading} />} banner={frame.banner}>
        {null}
      </ShellFrame>
    </ThemeProvider>,
  );
}
