import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { RequireSession } from '../features/auth/require-session';
import { ProfileTabs } from '../features/profile/profile-tabs';
import { useDocumentTitle } from '../i18n/use-document-title';

export function ProfilePage() {
  useDocumentTitle('profile');
  const { t } = useTranslation();
  return (
    <RequireSession>
      <PageHeader title={t('pages.profile.title')} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <ProfileTabs />
      </div>
    </RequireSession>
  );
}
