import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'signIn' | 'signUp';

interface AuthTabsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onTwoFactorRequired: () => void;
  onForgotPassword: () => void;
}

const triggerClassName =
  'h-10 rounded-md text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/** product.md §2 auth page: Sign in and Sign up tabs. */
export function AuthTabs({ tab, onTabChange, onTwoFactorRequired, onForgotPassword }: AuthTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value === 'signUp' ? 'signUp' : 'signIn')}>
      <Tabs.List
        aria-label={t('auth.tabs.label')}
        className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        <Tabs.Trigger value="signIn" className={triggerClassName}>
          {t('auth.tabs.signIn')}
        </Tabs.Trigger>
        <Tabs.Trigger value="signUp" className={triggerClassName}>
          {t('auth.tabs.signUp')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signIn" className="focus-visible:outline-none">
        <SignInForm onTwoFactorRequired={onTwoFactorRequired} onForgotPassword={onForgotPassword} />
      </Tabs.Content>
      <Tabs.Content value="signUp" className="focus-visible:outline-none">
        <SignUpForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
