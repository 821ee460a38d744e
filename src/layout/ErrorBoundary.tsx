import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
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

/** Catches render errors, shows them as an error toast (spec §8) and offers to try again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    reportError(message ? `${SHELL_TEXTS.renderError} ${message}` : SHELL_TEXTS.renderError);
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => this.setState({ error: null })}>
            {SHELL_TEXTS.tryAgain}
          </Button>
        }
      >
        <AlertTitle>{SHELL_TEXTS.renderErrorTitle}</AlertTitle>
        {this.state.error.message}
      </Alert>
    );
  }
}
