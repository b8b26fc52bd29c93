import { House, RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../../core/routes';
import { reportClientError } from '../lib/report-client-error';

interface ErrorBoundaryState {
  error: Error | null;
}

/** What stands in for a page that failed: a word in the visitor's language and two ways out, no stack. */
function ErrorFallback() {
  const { t } = useTranslation();
  const action =
    'inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold shadow-sm transition-colors';
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h2 className="text-2xl font-semibold text-slate-900">{t('errorBoundary.title')}</h2>
      <p className="mt-4 text-slate-600">{t('errorBoundary.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${action} bg-brand-700 text-white hover:bg-brand-800`}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {t('errorBoundary.reload')}
        </button>
        {/* A full load, not the router's: what failed may be the app's own state. */}
        <a href={appPaths.home} className={`${action} bg-white text-slate-900 hover:bg-slate-50`}>
          <House className="size-4" aria-hidden="true" />
          {t('errorBoundary.home')}
        </a>
      </div>
    </section>
  );
}

/**
 * In place of what failed to render or to download: the site layout has one around the page, the router one
 * around the layout. Each error it catches is reported to the server once.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    reportClientError(error instanceof Error ? error : new Error(String(error)));
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback />;
  }
}
