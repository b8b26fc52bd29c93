import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { AccountActionsCard } from './account-actions-card';
import { PrivacyCard } from './privacy-card';
import { ProfileForm } from './profile-form';
import { SecurityCard } from './security-card';
import { useProfile } from './use-profile';

/** The Profile Settings tab: the profile form beside the security, privacy and account cards. */
export function ProfileSettings() {
  const { t } = useTranslation();
  const { data: profile, isError, refetch } = useProfile();

  useEffect(() => {
    if (isError) toast.error(t('profile.loadFailed'));
  }, [isError, t]);

  if (isError && !profile) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
        <p className="text-slate-700">{t('profile.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <RotateCw aria-hidden className="size-4" />
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  if (!profile) return <PageSpinner />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        {/* Keyed by user, so the form starts from this profile's values rather than a previous one's. */}
        <ProfileForm key={profile.id} profile={profile} />
      </div>
      <div className="space-y-6">
        <SecurityCard twoFactorEnabled={profile.twoFactorEnabled} />
        <PrivacyCard />
        <AccountActionsCard />
      </div>
    </div>
  );
}
