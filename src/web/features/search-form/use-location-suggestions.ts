import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelLocation } from '../../../core/travel-data';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { loadLocalSuggestions } from './load-local-suggestions';
import type { LocalSuggestions } from './local-suggestions';
import { isRateLimited, isLongEnoughKeyword, searchLocations, type LocationKind } from './location-search';

/** product.md §9: a lookup starts 500 ms after the last keystroke. */
const debounceMs = 500;

export type SuggestionStatus = 'idle' | 'loading' | 'results' | 'empty';

interface Suggestions {
  status: SuggestionStatus;
  locations: TravelLocation[];
}

const idle: Suggestions = { status: 'idle', locations: [] };

/**
 * Airport or city suggestions for what the visitor types: debounced, and each new keystroke aborts the lookup
 * before it, so a slow answer for an older keyword never replaces a newer one. Failures show product.md §8's toasts.
 *
 * Once `prepare` (a field's focus) has loaded the busiest places, each keystroke answers from them at once; the
 * server's answer still follows the debounce and replaces theirs. When it fails, theirs stay.
 */
export function useLocationSuggestions(kind: LocationKind) {
  const { t } = useTranslation();
  const [suggestions, setSuggestions] = useState<Suggestions>(idle);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);
  const local = useRef<LocalSuggestions>(undefined);
  /** The keyword the server has yet to answer: the busiest places answer it when they arrive after it. */
  const unanswered = useRef<string>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
    unanswered.current = undefined;
  }, []);

  const prepare = useCallback(() => {
    if (local.current) return;
    void loadLocalSuggestions().then((found) => {
      if (!found || local.current) return;
      local.current = found;
      const keyword = unanswered.current;
      const locations = keyword === undefined ? [] : found(keyword, kind);
      if (locations.length === 0) return;
      setSuggestions((shown) => (shown.status === 'loading' ? { status: 'results', locations } : shown));
    });
  }, [kind]);

  const showError = useCallback(
    (error: unknown) => {
      if (isRateLimited(error)) {
        toast.error(t('searchForm.autocomplete.rateLimitedTitle'), {
          description: t('searchForm.autocomplete.rateLimitedDescription'),
        });
        return;
      }
      toast.error(t('searchForm.autocomplete.failedTitle'), {
        description: t(
          kind === 'city' ? 'searchForm.autocomplete.citiesFailed' : 'searchForm.autocomplete.airportsFailed',
        ),
      });
    },
    [kind, t],
  );

  const lookUp = useCallback(
    (keyword: string) => {
      const controller = new AbortController();
      inFlight.current = controller;
      searchLocations(keyword, kind, controller.signal).then(
        (locations) => {
          if (controller.signal.aborted) return;
          unanswered.current = undefined;
          // The server's ranking is the authority, over every place: its list replaces the instant one.
          setSuggestions({ status: locations.length > 0 ? 'results' : 'empty', locations });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          unanswered.current = undefined;
          // Until this answer, the list can only be the instant one (or none): better than nothing.
          setSuggestions((shown) => (shown.status === 'results' ? shown : idle));
          // The server trims the keyword; a too-short one just waits for more typing.
          if (error instanceof ApiError && error.code === 'keyword_too_short') return;
          showError(error);
        },
      );
    },
    [kind, showError],
  );

  /**
   * Answers `text` at once from the busiest places (once loaded) and looks it up after the debounce, or clears
   * the suggestions while it is too short (3, or 2 in Chinese).
   */
  const search = useCallback(
    (text: string) => {
      cancel();
      const keyword = text.trim();
      if (!isLongEnoughKeyword(keyword)) {
        setSuggestions(idle);
        return;
      }
      unanswered.current = keyword;
      const instant = local.current?.(keyword, kind) ?? [];
      setSuggestions(
        instant.length > 0 ? { status: 'results', locations: instant } : { status: 'loading', locations: [] },
      );
      timer.current = setTimeout(() => lookUp(keyword), debounceMs);
    },
    [cancel, kind, lookUp],
  );

  const clear = useCallback(() => {
    cancel();
    setSuggestions(idle);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { ...suggestions, search, clear, prepare };
}
