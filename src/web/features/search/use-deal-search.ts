import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '../../../core/search-params';
import { SearchFailedError, searchDeals } from '../../lib/search-api';
import { toast } from '../../lib/toast';
import type { SearchState } from '../results';
import { searchErrorMessage } from './search-error-message';

/**
 * The search flow of product.md §4: idle → loading (results cleared, live steps) → results with a toast, or an error
 * toast. A new search, or leaving the page, cancels the one in flight.
 */
export function useDealSearch() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  // The Save Search button saves the search whose results are shown.
  const [lastParams, setLastParams] = useState<SearchParams | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const search = useCallback(
    async (params: SearchParams) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLastParams(params);
      setState({ status: 'loading', step: null });
      try {
        const result = await searchDeals(params, {
          signal: controller.signal,
          onStep: (step) => setState({ status: 'loading', step }),
        });
        if (controller.signal.aborted) return;
        // Dozens of cards, the filters and the grid: as a transition React draws them in slices of a few
        // milliseconds, so a phone's main thread is never held for the whole list (blocking time, issue 31).
        startTransition(() => setState({ status: 'success', result }));
        // Errors of earlier attempts no longer apply once results are here.
        toast.dismissAll();
        toast.success(t('search.found', { count: result.deals.length }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = searchErrorMessage(error, t, { ...params, language: i18n.language });
        const code = error instanceof SearchFailedError ? error.code : undefined;
        setState({ status: 'error', message, code });
        toast.error(message);
      }
    },
    [t, i18n.language],
  );

  /** Back to no search: the one in flight is cancelled and its results go. */
  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setLastParams(null);
    setState({ status: 'idle' });
  }, []);

  return { state, search, clear, lastParams };
}
