import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** what to show instead of a part that failed; nothing by default */
  fallback?: ReactNode | ((error: Error, reset: () => void) => ReactNode);
  /** resets the boundary when this value changes (e.g. the route) */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: unknown;
}

/** Keeps one failing part (a top-bar item, a page) from blanking the rest of the console. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the console failed to render', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(error, this.reset) : (fallback ?? null);
  }
}
