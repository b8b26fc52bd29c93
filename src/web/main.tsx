import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { setupI18n } from './i18n/setup';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Render once the active language and the page's code are loaded: the first render then replaces the shell the
// server drew into #root (header and hero) with the same markup, rather than with a spinner, and untranslated
// keys never flash. A promise rather than top-level await: Rolldown turns off its chunk merging for a graph with
// top-level await, which split the first download into dozens of tiny files.
void Promise.all([setupI18n(), preloadPage(window.location.pathname)]).then(() => {
  const root = createRoot(rootElement);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding a phone's
  // main thread for one long task: the screen is already drawn, and a tap meanwhile is answered.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          {/* Without transitions a navigation shows the spinner at once, rather than the old page under the new URL. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
});
