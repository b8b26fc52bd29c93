import { BellRing, Bookmark, UserRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SavedSearchList } from '../saved-searches';
import { WatchedTripList } from '../trip-watch';
import { ProfileSettings } from './profile-settings';

const triggerClassName =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm whitespace-nowrap font-semibold text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/** product.md §2 profile page: Profile Settings and Saved Searches, and the trips the user watches (issue 15). */
export function ProfileTabs() {
  const { t, i18n } = useTranslation();
  return (
    // Radix sets dir="ltr" on its root unless told, which would turn the tabs and their cards round in Arabic.
    <Tabs.Root defaultValue="settings" dir={i18n.dir()}>
      <Tabs.List
        aria-label={t('profile.tabs.label')}
        // Stacked on phones: three tab names do not fit side by side in every language.
        className="mb-6 flex flex-col gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-flex sm:flex-row"
      >
        <Tabs.Trigger value="settings" className={triggerClassName}>
          <UserRound aria-hidden className="size-4" />
          {t('profile.tabs.settings')}
        </Tabs.Trigger>
        <Tabs.Trigger value="saved" className={triggerClassName}>
          <Bookmark aria-hidden className="size-4" />
          {t('profile.tabs.savedSearches')}
        </Tabs.Trigger>
        <Tabs.Trigger value="watched" className={triggerClassName}>
          <BellRing aria-hidden className="size-4" />
          {t('profile.tabs.watchedTrips')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="settings" className="focus-visible:outline-none">
        <ProfileSettings />
      </Tabs.Content>
      <Tabs.Content value="saved" className="focus-visible:outline-none">
        <SavedSearchList />
      </Tabs.Content>
      <Tabs.Content value="watched" className="focus-visible:outline-none">
        <WatchedTripList />
      </Tabs.Content>
    </Tabs.Root>
  );
}
