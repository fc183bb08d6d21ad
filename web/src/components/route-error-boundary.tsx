import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { errorMessages } from '@aquarisk/contract/messages';
import { ErrorState } from './error-state.tsx';

interface Props {
  children: ReactNode;
  /** changing it (e.g. the path) clears a caught error */
  resetKey?: string;
}
interface State {
  error: unknown;
  resetKey?: string;
}

/** A page that throws while rendering (or whose code chunk fails to load) shows an error card, not a blank app. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.warn('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        title={errorMessages.unexpected}
        message="This page could not be displayed. Reloading usually fixes it."
        actions={
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        }
      />
    );
  }
}
