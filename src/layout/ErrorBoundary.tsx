import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../api/errors';
import { SHELL_TEXTS } from './texts';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/**
 * A render error as the user sees it: one sentence in a toast (single-target-and-flows.md §8). The exception's text is the code's
 * business ("e.match is not a function"), so it goes to the browser's console with where it happened.
 */
function reportRenderError(error: unknown, componentStack?: string | null): void {
  reportError(SHELL_TEXTS.renderError);
  console.error(error, componentStack ?? '');
}

/** What a render error leaves in place of the part that failed: a title and a way to try again. */
function RenderProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {SHELL_TEXTS.tryAgain}
        </Button>
      }
    >
      <AlertTitle>{SHELL_TEXTS.renderErrorTitle}</AlertTitle>
    </Alert>
  );
}

/**
 * The console core's own boundary (around the layout itself, outside {@link ErrorBoundary}) shows a render error
 * the same way.
 */
export function ConsoleRenderError({
  error,
  resetErrorBoundary,
}: {
  error: Error;
  /** react-error-boundary's reset; it takes optional details, none given here. */
  resetErrorBoundary: (details?: unknown) => void;
}) {
  useEffect(() => reportRenderError(error), [error]);
  return <RenderProblem onRetry={() => resetErrorBoundary()} />;
}

/** Catches render errors, shows them as an error toast (single-target-and-flows.md §8) and offers to try again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <RenderProblem onRetry={() => this.setState({ error: null })} />;
  }
}
