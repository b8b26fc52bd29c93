import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export function PrivacyPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.privacy.title')} />;
}
