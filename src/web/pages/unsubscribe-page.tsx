import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { WatchUnsubscribe } from '../features/trip-watch/watch-unsubscribe';
import { useDocumentTitle } from '../i18n/use-document-title';

/** Keeps search engines from listing the page: its address carries a mail's personal token. */
function useNoIndex() {
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
}

/** Where a watch mail's unsubscribe link lands (issue 15); works signed out. */
export function UnsubscribePage() {
  useDocumentTitle('unsubscribe');
  useNoIndex();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeader title={t('pages.unsubscribe.title')} />
      <div aria-live="polite" className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <WatchUnsubscribe token={searchParams.get('token') ?? ''} />
      </div>
    </>
  );
}
