/**
 * Catches errors thrown while rendering its children (React still needs a class for that) and
 * shows ErrorFallback. Place it inside AbituraUiProvider so the fallback is translated and themed.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback.js';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Receives every caught error, for the app's logger or error reporting. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called after 'Try again' clears the error, to refetch or reset state the children need. */
  onReset?: () => void;
  /**
   * Where 'Go to the home page' leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * In-app navigation for 'Go to the home page' (the boundary also resets); without it the link
   * loads the page afresh.
   */
  onGoHome?: () => void;
  /** Values that clear the error when any of them changes, such as the current path. */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

const CLEAR: ErrorBoundaryState = { error: null, failed: false };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = CLEAR;

  // `failed` is kept apart from `error` because anything can be thrown, even null or undefined.
  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.setState(CLEAR);
  }

  private readonly retry = (): void => {
    this.setState(CLEAR);
    this.props.onReset?.();
  };

  private readonly goHome = (): void => {
    this.props.onGoHome?.();
    this.setState(CLEAR);
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorFallback
        error={this.state.error}
        onRetry={this.retry}
        homeHref={this.props.homeHref ?? '/'}
        onGoHome={this.props.onGoHome ? this.goHome : undefined}
      />
    );
  }
}

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}
