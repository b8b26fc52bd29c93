import { Component, type ReactNode } from 'react';

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * In place of what failed to render or to download, what React Router's default error element showed before the
 * app moved to declarative routes: the site layout has one around the page, the router one around the layout.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h2 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h2>
        <p className="mt-4 text-slate-600">{error.message}</p>
      </section>
    );
  }
}
