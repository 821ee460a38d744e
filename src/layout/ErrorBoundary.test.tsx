// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleRenderError, ErrorBoundary } from './ErrorBoundary';
import { SHELL_TEXTS } from './texts';
import { Toasts } from './Toasts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const failure = new TypeError('e.match is not a function');

function Broken(): never {
  throw failure;
}

describe('a render error', () => {
  it('shows a sentence, never the exception, and logs the exception', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
        <Toasts />
      </>,
    );
    expect(await screen.findByText(SHELL_TEXTS.renderError)).toBeTruthy();
    expect(screen.getByText(SHELL_TEXTS.renderErrorTitle)).toBeTruthy();
    expect(document.body.textContent).not.toContain('e.match');
    expect(logged).toHaveBeenCalledWith(failure, expect.any(String));
  });

  it('is shown the same way by the console core’s own boundary', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <ConsoleRenderError error={failure} resetErrorBoundary={() => undefined} />
        <Toasts />
      </>,
    );
    expect(await screen.findByText(SHELL_TEXTS.renderError)).toBeTruthy();
    expect(document.body.textContent).not.toContain('e.match');
    expect(logged).toHaveBeenCalledWith(failure, '');
  });
});
