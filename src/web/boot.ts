import { appChunksElementId } from '../core/app-chunks';
import './styles.css';

/**
 * The files the server listed for this page (http/page-preloads.ts); none when the page has no list or an
 * unreadable one (the app then fetches them itself, one step after another).
 */
function listedChunks(): string[] {
  try {
    const files: unknown = JSON.parse(document.getElementById(appChunksElementId)?.textContent ?? '[]');
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Fetches the app's script, the page's chunks and the language file side by side, then runs the app. */
function startApp(): void {
  for (const href of listedChunks()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

/** Calls `then` once the browser reports the page's first contentful paint (at once if it already has). */
function afterFirstPaint(then: () => void): void {
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// The page's first screen arrives drawn in the HTML (header and hero, server/http/page-shells.ts). The app's
// script, seconds of work on a slow phone, is fetched and run once the browser has painted that screen, so the
// stylesheet has the connection to itself until then. A hidden tab paints nothing: it starts at once; a browser
// without paint timing starts after the next frame.
if (document.visibilityState === 'hidden') startApp();
else if (PerformanceObserver.supportedEntryTypes.includes('paint')) afterFirstPaint(startApp);
else requestAnimationFrame(() => setTimeout(startApp));
