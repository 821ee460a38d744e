// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { reactRouterProvider } from 'ra-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleRouterProvider } from './routerProvider';

afterEach(cleanup);

const { RouterWrapper, useCanBlock, useNavigate } = consoleRouterProvider;

/** Shows the error a child threw. */
function Boundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={({ error }) => <p>failed: {(error as Error).message}</p>}>
      {children}
    </ErrorBoundary>
  );
}

describe('the console router adapter', () => {
  it('offers every primitive react-admin’s own adapter offers', () => {
    expect(Object.keys(consoleRouterProvider).sort()).toEqual(Object.keys(reactRouterProvider).sort());
  });

  it('renders its children inside the console’s router, and says so outside one', () => {
    render(
      <MemoryRouter>
        <RouterWrapper>
          <p>inside</p>
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('inside')).toBeTruthy();
    cleanup();

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <RouterWrapper>
          <p>inside</p>
        </RouterWrapper>
      </Boundary>,
    );
    quiet.mockRestore();
    expect(screen.queryByText('inside')).toBeNull();
    expect(screen.getByText(/failed: The console renders react-admin inside its own router/)).toBeTruthy();
  });

  it('gives one navigate function for a page’s life, which goes on working after each navigation', () => {
    const seen = new Set<unknown>();
    function Probe() {
      const navigate = useNavigate();
      useEffect(() => {
        seen.add(navigate);
      });
      const { pathname } = consoleRouterProvider.useLocation();
      return (
        <>
          <p>at {pathname}</p>
          <button onClick={() => void navigate(pathname === '/a' ? '/b' : '/c')}>next</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /a')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('at /b')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('at /c')).toBeTruthy();
    expect(seen.size).toBe(1);
  });

  it('does not block navigation outside a data router', () => {
    function Probe() {
      return <p>{useCanBlock() ? 'can block' : 'cannot block'}</p>;
    }
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('cannot block')).toBeTruthy();
  });
});
