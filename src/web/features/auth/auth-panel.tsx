import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { AuthTabs, type AuthTab } from './auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { TwoFactorChallenge } from './two-factor-challenge';

type AuthView = AuthTab | 'forgotPassword' | 'twoFactor' | 'resetPassword';

/**
 * What the auth page shows: the tabs, or one side step of signing in. A password-reset link lands here with
 * ?reset=1&token=… (or &error=INVALID_TOKEN when the link is stale), a verification link with ?verified=1 (and
 * &error=… when it no longer works).
 */
export function AuthPanel() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const resetToken = searchParams.get('reset') === '1' ? searchParams.get('token') : null;
  const staleResetLink = searchParams.get('reset') === '1' && searchParams.has('error');
  const verification =
    searchParams.get('verified') === '1' ? (searchParams.has('error') ? 'stale' : 'done') : null;
  const [view, setView] = useState<AuthView>(resetToken ? 'resetPassword' : 'signIn');

  const backToSignIn = () => {
    // The reset query has done its job; dropping it keeps a reload from reopening the reset form.
    if (searchParams.has('reset')) setSearchParams({}, { replace: true });
    setView('signIn');
  };

  if (view === 'resetPassword' && resetToken) {
    return (
      <AuthLayout title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.subtitle')}>
        <ResetPasswordForm token={resetToken} onDone={backToSignIn} onBack={backToSignIn} />
      </AuthLayout>
    );
  }
  if (view === 'forgotPassword') {
    return (
      <AuthLayout title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')}>
        <ForgotPasswordForm onBack={backToSignIn} />
      </AuthLayout>
    );
  }
  if (view === 'twoFactor') {
    return (
      <AuthLayout title={t('auth.twoFactor.title')} subtitle={t('auth.twoFactor.subtitle')}>
        <TwoFactorChallenge onBack={backToSignIn} />
      </AuthLayout>
    );
  }

  const tab = view === 'signUp' ? 'signUp' : 'signIn';
  return (
    <AuthLayout
      title={t(tab === 'signUp' ? 'auth.signUp.title' : 'pages.auth.title')}
      subtitle={t(tab === 'signUp' ? 'auth.signUp.subtitle' : 'auth.signIn.subtitle')}
    >
      {staleResetLink && <Notice tone="warning">{t('auth.resetPassword.invalidLink')}</Notice>}
      {verification === 'done' && <Notice tone="success">{t('auth.verifyEmail.verified')}</Notice>}
      {verification === 'stale' && <Notice tone="warning">{t('auth.verifyEmail.invalidLink')}</Notice>}
      <AuthTabs
        tab={tab}
        onTabChange={setView}
        onTwoFactorRequired={() => setView('twoFactor')}
        onForgotPassword={() => setView('forgotPassword')}
      />
    </AuthLayout>
  );
}

/** A line above the form about the link the visitor came from. */
function Notice({ tone, children }: { tone: 'success' | 'warning'; children: string }) {
  const Icon = tone === 'success' ? CircleCheck : TriangleAlert;
  const colours = tone === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900';
  return (
    <p
      role={tone === 'success' ? 'status' : 'alert'}
      className={`mb-5 flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm ${colours}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
