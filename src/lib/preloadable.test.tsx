// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

function Page({ name }: { name: string }) {
  return <p>page {name}</p>;
}

/** Each time a Suspense fallback was committed to the page. */
const fallbacks: string[] = [];
function Fallback() {
  useEffect(() => {
    fallbacks.push('shown');
  });
  return <p>loading</p>;
}

/** Renders `children` and counts how often the Suspense fallback was shown. */
function renderCounting(children: ReactNode) {
  fallbacks.length = 0;
  render(<Suspense fallback={<Fallback />}>{children}</Suspense>);
  return {
    get fallback() {
      return fallbacks.length;
    },
  };
}

/** Shows the error a child threw. */
function Boundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={({ error }) => <p>failed: {(error as Error).message}</p>}>
      {children}
    </ErrorBoundary>
  );
}

describe('preloadable', () => {
  it('renders at once, with no fallback, once its code was preloaded', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      return Page;
    });
    await Lazy.preload();
    await Lazy.preload();
    const seen = renderCounting(<Lazy name="one" />);
    expect(screen.getByText('page one')).toBeTruthy();
    expect(seen.fallback).toBe(0);
    expect(loads).toBe(1);
  });

  it('shows the fallback while code not preloaded arrives, then the component', async () => {
    const Lazy = preloadable(async () => Page);
    const seen = renderCounting(<Lazy name="two" />);
    expect(seen.fallback).toBe(1);
    expect(await screen.findByText('page two')).toBeTruthy();
  });

  it('resolves a failed preload, and fetches again when rendered, showing the failure', async () => {
    let loads = 0;
    const Lazy = preloadable<{ name: string }>(async () => {
      loads += 1;
      throw new Error('offline');
    });
    await expect(Lazy.preload()).resolves.toBeUndefined();
    // React reports the error the boundary catches; this test expects it.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Lazy name="three" />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByText('failed: offline')).toBeTruthy();
    expect(loads).toBe(2);
    reported.mockRestore();
  });
});
