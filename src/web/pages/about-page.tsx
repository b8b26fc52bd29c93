import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/placeholder-page';

export function AboutPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.about.title')} />;
}
