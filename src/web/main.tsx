import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { setupI18n } from './i18n/setup';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Start loading the first page's chunk while the language file loads.
preloadPage(window.location.pathname);

// Render once the active language is loaded, so untranslated keys never flash. A promise rather than top-level
// await: Rolldown turns off its chunk merging for a graph with top-level await, which split the first download
// into dozens of tiny files.
void setupI18n().then(() => {
  createRoot(rootElement).render(
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
