import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifiedEmailLanding } from '../../../core/routes';
import { Button } from '../../components/ui/button';
import { authCall } from '../../lib/auth-call';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-error-message';
import { useDevOutbox } from './use-dev-outbox';

export interface UnverifiedSignIn {
  email: string;
  /** Whether the sign-in mailed a fresh link (not when the address had its hourly share of links). */
  linkSent: boolean;
}

/**
 * The right password for an address not verified yet: says whether a new link went out, and sends one more on
 * request (the server limits how many an address gets, and answers the same either way).
 */
export function UnverifiedEmailNotice({ email, linkSent }: UnverifiedSignIn) {
  const { t } = useTranslation();
  const devOutbox = useDevOutbox();
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function sendAgain() {
    setResend('sending');
    try {
      await authCall(authClient.sendVerificationEmail({ email, callbackURL: verifiedEmailLanding }));
      setResend('sent');
    } catch (error) {
      setResend('idle');
      toast.error(authErrorMessage(error, t));
    }
  }

  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
      <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="space-y-2">
        <p className="font-semibold text-slate-900">{t('auth.unverified.title')}</p>
        <p className="text-slate-700">
          {t(linkSent ? 'auth.unverified.linkSent' : 'auth.unverified.linkNotSent', { email })}
        </p>
        {resend === 'sent' ? (
          <p className="text-slate-700">{t('auth.unverified.resent')}</p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={resend === 'sending'}
            onClick={() => void sendAgain()}
          >
            {t(resend === 'sending' ? 'auth.unverified.resending' : 'auth.unverified.resend')}
          </Button>
        )}
        {devOutbox && <p className="text-xs text-slate-500">{t('auth.devOutboxHint')}</p>}
      </div>
    </div>
  );
}
