import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { sessionQueryKey } from '../auth';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { SettingsCard } from './settings-card';
import { profileQueryKey } from '../../lib/user-data-query-keys';

/** Security: two-factor sign-in with an authenticator app (TOTP) and backup codes, on or off. */
export function SecurityCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);

  const reload = () => {
    for (const queryKey of [profileQueryKey, sessionQueryKey])
      void queryClient.invalidateQueries({ queryKey });
  };
  const openChange = (name: 'enable' | 'disable') => (open: boolean) => setDialog(open ? name : null);

  return (
    <SettingsCard
      icon={ShieldCheck}
      title={t('profile.security.title')}
      description={t('profile.security.description')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-900">{t('profile.twoFactor.title')}</p>
          <p
            className={`mt-1 inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              twoFactorEnabled ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
            }`}
          >
            <span
              aria-hidden
              className={`size-1.5 rounded-full ${twoFactorEnabled ? 'bg-emerald-600' : 'bg-slate-400'}`}
            />
            {t(twoFactorEnabled ? 'profile.twoFactor.statusOn' : 'profile.twoFactor.statusOff')}
          </p>
        </div>
        <Button
          variant={twoFactorEnabled ? 'secondary' : 'primary'}
          size="sm"
          onClick={() => setDialog(twoFactorEnabled ? 'disable' : 'enable')}
        >
          {t(twoFactorEnabled ? 'profile.twoFactor.disable' : 'profile.twoFactor.enable')}
        </Button>
      </div>
      <EnableTwoFactorDialog
        open={dialog === 'enable'}
        onOpenChange={openChange('enable')}
        onEnabled={reload}
      />
      <DisableTwoFactorDialog
        open={dialog === 'disable'}
        onOpenChange={openChange('disable')}
        onDisabled={reload}
      />
    </SettingsCard>
  );
}
