import { apiJson } from '../../lib/api-client';
import type { LocalSuggestions } from './local-suggestions';

let loading: Promise<LocalSuggestions | undefined> | undefined;

/**
 * The busiest places and the code that ranks them, fetched together once per page when a location field is
 * first focused (they would weigh down every page's first load). Resolves to undefined when either fails: the
 * fields then wait for the server, as without them, and a later focus tries again.
 */
export function loadLocalSuggestions(): Promise<LocalSuggestions | undefined> {
  loading ??= Promise.all([import('./local-suggestions'), apiJson('get', '/api/locations/popular')])
    .then(([module, body]) => module.localSuggestions(body))
    .catch(() => {
      loading = undefined;
      return undefined;
    });
  return loading;
}

/** Forgets what was loaded, so each test starts as a fresh page does. */
export function forgetLocalSuggestions() {
  loading = undefined;
}
