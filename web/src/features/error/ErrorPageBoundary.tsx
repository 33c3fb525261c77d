import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Apology } from './Apology.tsx';

interface State {
  failed: boolean;
}

/** Catches a failure of the error page itself and shows the apology instead. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <Apology /> : this.props.children;
  }
}
