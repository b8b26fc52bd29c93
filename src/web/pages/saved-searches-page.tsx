import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export function SavedSearchesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.savedSearches.title')} />;
}
