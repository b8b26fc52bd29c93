import { LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSignOutToHome } from '../auth';
import { SettingsCard } from './settings-card';

/** product.md §2 Account Actions: Sign Out, which ends the session and returns to /. */
export function AccountActionsCard() {
  const { t } = useTranslation();
  const signOutToHome = useSignOutToHome();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <SettingsCard icon={Settings} title={t('profile.accountActions.title')}>
      <Button
        variant="secondary"
        className="w-full"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOutToHome();
        }}
      >
        <LogOut aria-hidden className="size-4" />
        {t('profile.accountActions.signOut')}
      </Button>
    </SettingsCard>
  );
}
