import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { RequireSession } from '../features/auth/require-session';
import { SavedSearchList } from '../features/saved-searches/saved-search-list';
import { useDocumentTitle } from '../i18n/use-document-title';

export function SavedSearchesPage() {
  useDocumentTitle('savedSearches');
  const { t } = useTranslation();
  return (
    <RequireSession>
      <PageHeader title={t('pages.savedSearches.title')} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <SavedSearchList showHeading={false} />
      </div>
    </RequireSession>
  );
}
