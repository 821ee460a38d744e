/**
 * The landing page rendered to HTML at build time (`vite.config.ts` runs this through React's server renderer),
 * so a visitor's `/` paints before any JavaScript arrives; `main.tsx` then hydrates the same tree. MUI's styles
 * come out as inline `<style>` elements beside the markup, which emotion moves into `<head>` before hydrating.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicShell } from './layout/PublicShell';
import { routes } from './paths';

/** The HTML of the light shell showing the landing page, as a visitor without a stored choice first sees it. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <PublicShell path={routes.home} navigate={() => undefined} />
    </StrictMode>,
  );
}
