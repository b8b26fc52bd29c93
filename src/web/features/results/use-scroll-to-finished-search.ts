import { useEffect, useRef, type RefObject } from 'react';
import type { SearchState } from './search-state';

/**
 * SPEC §2: after a search the page scrolls smoothly to the results. Only a search that finishes while the
 * visitor watches scrolls, so returning to a page that already shows results does not jump.
 */
export function useScrollToFinishedSearch(
  status: SearchState['status'],
  target: RefObject<HTMLElement | null>,
) {
  const previous = useRef(status);
  useEffect(() => {
    const finished = previous.current === 'loading' && (status === 'success' || status === 'error');
    previous.current = status;
    if (!finished) return;
    // Optional calls: jsdom, where the component tests run, implements neither matchMedia nor scrollIntoView.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [status, target]);
}
