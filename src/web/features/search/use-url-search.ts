import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { localIsoDate } from '../../../core/iso-date';
import { initialSearchFormModel, searchFormReducer } from '../../../core/search-form/reducer';
import { searchQuery, valuesFromSearchQuery } from '../../../core/search-form/search-url';
import type { SearchFormValues } from '../../../core/search-form/state';
import type { SearchParams } from '../../../core/search-params';
import { isResultsViewChange } from '../../../core/results-view-url';
import { appPaths } from '../../../core/routes';
import { toast } from '../../lib/toast';
import { loadValidation } from '../search-form';

/** Navigation state of a search the form itself submitted: the form already shows it. */
const submittedByForm = { submittedByForm: true } as const;

/** The values exactly as the form holds them after filling it from the URL (caps, date rules, ages). */
function filledForm(values: Partial<SearchFormValues>): SearchFormValues {
  return searchFormReducer(initialSearchFormModel(), { type: 'prefill', values }).values;
}

function isSubmittedByForm(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'submittedByForm' in state;
}

/**
 * The search lives in the page URL, so reload, a shared link, Back and Forward show it again. Submitting puts
 * the search in the URL; each URL with a search (a new entry, or one returned to) fills the form and runs its
 * search once, after the same check as a submit. A URL without one clears the results.
 */
export function useUrlSearch(
  run: (params: SearchParams, values: SearchFormValues) => void,
  clear: () => void,
  /** A URL's search the checks refuse: the results shown are the previous search's. */
  refused?: () => void,
) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { key, search, state } = location;
  const urlValues = useMemo(() => valuesFromSearchQuery(new URLSearchParams(search)), [search]);
  // A sort or filter change rewrites the URL around the same search: nothing to fill, nothing to run again.
  const viewChange = navigationType !== 'POP' && isResultsViewChange(state);
  // The form keeps its own values after a submit; a link, a reload, Back or Forward fill it from the URL.
  const fillsForm = navigationType === 'POP' || !(isSubmittedByForm(state) || viewChange);
  const prefill = fillsForm ? urlValues : undefined;
  // The history entry whose search has run: a language switch re-renders, but runs nothing again.
  const ranFor = useRef<string | null>(null);

  useEffect(() => {
    if (ranFor.current === key) return;
    if (viewChange && ranFor.current !== null) {
      ranFor.current = key;
      return;
    }
    if (!urlValues) {
      ranFor.current = key;
      clear();
      return;
    }
    let current = true;
    loadValidation().then(
      ({ validateSearchForm }) => {
        if (!current) return;
        ranFor.current = key;
        const values = filledForm(urlValues);
        const check = validateSearchForm(values, localIsoDate(new Date()));
        if (check.ok) run(check.params, values);
        else {
          toast.error(t(`searchForm.errors.${check.error}`));
          refused?.();
        }
      },
      () => {
        if (current) toast.error(t('searchForm.errors.unavailable'));
      },
    );
    return () => {
      current = false;
    };
  }, [key, urlValues, viewChange, run, clear, refused, t]);

  /** Puts a submitted search in the URL; submitting the search already shown runs it again in place. */
  function submit(values: SearchFormValues) {
    const query = searchQuery(values);
    const shown = urlValues && searchQuery(filledForm(urlValues));
    void navigate(
      { pathname: appPaths.home, search: `?${query}` },
      { state: submittedByForm, replace: query === shown },
    );
  }

  return { prefill, submit };
}
