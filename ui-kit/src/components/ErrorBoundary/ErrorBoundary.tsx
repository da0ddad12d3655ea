import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MSG } from '@atoll/contract';
import { ErrorCard } from '../ErrorCard';

export interface ErrorBoundaryFallbackProps {
  error: Error;
  /** The generated support reference (without 'REF-'). */
  reference: string;
  /** Clears the failure and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per failure so the app can log it with the same reference the user sees. */
  onError?: (error: Error, reference: string, info: ErrorInfo) => void;
  /** Called when the user presses Retry, before the children render again (e.g. to clear a cache). */
  onReset?: () => void;
  /** Custom fallback. @default an ErrorCard with MSG.renderFailure, the reference and Retry */
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
}

interface State {
  error: Error | null;
  reference: string;
}

/** A short, readable support reference such as '5F3A9C1E'. */
export function generateReference(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
}

/**
 * Catches render failures below it (React still needs a class for this) and shows
 * 'Something went wrong. Our team has been notified.' with a reference to quote.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, reference: '' };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)), reference: generateReference() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    const caught = this.state.error ?? (error instanceof Error ? error : new Error(String(error)));
    this.props.onError?.(caught, this.state.reference, info);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, reference: '' });
  };

  render() {
    const { error, reference } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, reference, reset: this.reset });
    return <ErrorCard name={MSG.renderFailure} reference={reference} onRetry={this.reset} />;
  }
}
