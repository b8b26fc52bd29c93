import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ExploreDestination } from '../../core/explore';
import {
  destinationSearchQuery,
  explorePageQuery,
  initialExploreForm,
  valuesFromExploreQuery,
  type ExploreFormValues,
} from '../../core/explore-url';
import { defaultCurrency } from '../../core/currencies';
import { localIsoDate } from '../../core/iso-date';
import { appPaths } from '../../core/routes';
import { ExploreForm } from '../features/explore/explore-form';
import { ExploreHero } from '../features/explore/explore-hero';
import { ExploreResults } from '../features/explore/explore-results';
import { useExplore } from '../features/explore/use-explore';
import { usePreferredCurrency } from '../features/profile/use-preferred-currency';
import { DealSkeletons } from '../features/results/deal-skeletons';
import { useDocumentTitle } from '../i18n/use-document-title';
import { serverErrorText } from '../lib/server-error-text';

/**
 * /explore: where a total budget can take the visitor, flight and hotel included. The explore lives in the URL,
 * so a reload or a shared link shows the same answer; choosing a destination runs its search on the home page.
 */
export function ExplorePage() {
  useDocumentTitle('explore');
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const currency = usePreferredCurrency() ?? defaultCurrency;
  const today = localIsoDate(new Date());
  const values = useMemo(
    () => valuesFromExploreQuery(new URLSearchParams(location.search), currency),
    [location.search, currency],
  );
  const explore = useExplore(values);
  const show = useCallback(
    (next: ExploreFormValues) => void navigate(`${appPaths.explore}?${explorePageQuery(next)}`),
    [navigate],
  );
  const choose = useCallback(
    (destination: ExploreDestination) => {
      if (values) void navigate(`${appPaths.home}?${destinationSearchQuery(values, destination)}`);
    },
    [navigate, values],
  );

  return (
    <>
      <ExploreHero />
      <div className="mx-auto -mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
        <ExploreForm
          // A new URL (Back, a link) fills the form afresh.
          key={location.key}
          initial={values ?? initialExploreForm(currency)}
          today={today}
          isExploring={explore.isFetching}
          onExplore={show}
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {values && explore.isPending && (
          <div className="space-y-6">
            <p role="status" className="text-slate-700">
              {t('explore.results.loading')}
            </p>
            <DealSkeletons />
          </div>
        )}
        {values && explore.isError && (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
            {serverErrorText(explore.error, t, t('explore.results.failed'))}
          </p>
        )}
        {values && explore.data && (
          <ExploreResults
            answer={explore.data}
            values={values}
            receivedAt={explore.dataUpdatedAt}
            onDirectChange={(direct) => show({ ...values, direct })}
            onChoose={choose}
          />
        )}
      </div>
    </>
  );
}
