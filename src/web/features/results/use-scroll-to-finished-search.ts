import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { SearchState } from './search-state';

/**
 * product.md §2: after a search the page scrolls smoothly to the results. Only a search that finishes while the
 * visitor watches scrolls, so returning to a page that already shows results does not jump. The scroll waits for
 * the results to be on the page, so it brings cards into view, never skeletons that cards then replace
 * mid-scroll: the results call the returned `resultsShown` when they mount, and its cleanup when they leave.
 */
function scrollTo(element: HTMLElement | null): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

export function useScrollToFinishedSearch(
  status: SearchState['status'],
  target: RefObject<HTMLElement | null>,
): () => () => void {
  const previous = useRef(status);
  const pending = useRef(false);
  const shown = useRef(false);

  useEffect(() => {
    const finished = previous.current === 'loading' && (status === 'success' || status === 'error');
    previous.current = status;
    // Results already mounted in this commit (their code was loaded) are shown now; otherwise once they mount.
    pending.current = finished && !shown.current;
    if (finished && shown.current) scrollTo(target.current);
  }, [status, target]);

  return useCallback(() => {
    shown.current = true;
    if (pending.current) {
      pending.current = false;
      scrollTo(target.current);
    }
    return () => {
      shown.current = false;
    };
  }, [target]);
}
