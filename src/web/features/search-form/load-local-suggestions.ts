import { apiJson } from '../../lib/api-client';
import type { LocalSuggestions } from './local-suggestions';
import { placeLanguageQuery } from '../../lib/place-language';

const loading = new Map<string, Promise<LocalSuggestions | undefined>>();

/**
 * The busiest places, named in the site's language, and the code that ranks them, fetched together once per page
 * and language when a location field is first focused (they would weigh down every page's first load). Resolves
 * to undefined when either fails: the fields then wait for the server, as without them, and a later focus tries
 * again.
 */
export function loadLocalSuggestions(): Promise<LocalSuggestions | undefined> {
  const query = placeLanguageQuery();
  const key = query.lang ?? '';
  const known = loading.get(key);
  if (known) return known;
  const load = Promise.all([
    import('./local-suggestions'),
    apiJson('get', '/api/locations/popular', { query }),
  ])
    .then(([module, body]) => module.localSuggestions(body))
    .catch(() => {
      loading.delete(key);
      return undefined;
    });
  loading.set(key, load);
  return load;
}

/** Forgets what was loaded, so each test starts as a fresh page does. */
export function forgetLocalSuggestions() {
  loading.clear();
}
