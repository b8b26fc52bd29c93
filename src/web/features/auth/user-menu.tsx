import { LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../core/routes';
import { AccountBadge, accountButtonClassName } from './account-badge';
import type { SessionUser } from './fetch-session';
import { useSignOutToHome } from './use-sign-out-to-home';

const itemClassName =
  'flex h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm font-medium text-slate-700 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-800';

/** The signed-in header menu (product.md §2): who is signed in, Profile, and Sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const signOutToHome = useSignOutToHome();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('auth.userMenu.open', { name: user.name || user.email })}
        className={accountButtonClassName}
      >
        <AccountBadge user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClassName}>
            <Link to={appPaths.profile}>
              <UserRound aria-hidden className="size-4" />
              {t('auth.userMenu.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClassName} onSelect={() => void signOutToHome()}>
            <LogOut aria-hidden className="size-4" />
            {t('auth.userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
