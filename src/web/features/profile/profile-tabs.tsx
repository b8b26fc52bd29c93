import { Bookmark, UserRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SavedSearchList } from '../saved-searches/saved-search-list';
import { ProfileSettings } from './profile-settings';

const triggerClassName =
  'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-md px-2 text-sm whitespace-nowrap sm:px-4 font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none';

/** SPEC §2 profile page: Profile Settings and Saved Searches. */
export function ProfileTabs() {
  const { t } = useTranslation();
  return (
    <Tabs.Root defaultValue="settings">
      <Tabs.List
        aria-label={t('profile.tabs.label')}
        className="mb-6 flex gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-flex"
      >
        <Tabs.Trigger value="settings" className={triggerClassName}>
          <UserRound aria-hidden className="size-4" />
          {t('profile.tabs.settings')}
        </Tabs.Trigger>
        <Tabs.Trigger value="saved" className={triggerClassName}>
          <Bookmark aria-hidden className="size-4" />
          {t('profile.tabs.savedSearches')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="settings" className="focus-visible:outline-none">
        <ProfileSettings />
      </Tabs.Content>
      <Tabs.Content value="saved" className="focus-visible:outline-none">
        <SavedSearchList />
      </Tabs.Content>
    </Tabs.Root>
  );
}
