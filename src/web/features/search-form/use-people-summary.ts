import { useTranslation } from 'react-i18next';

export interface PeopleCounts {
  adults: number;
  children: number;
  rooms?: number;
}

/** '2 adults, 1 child, 1 room': children only when there are some, rooms only when given. */
export function usePeopleSummary({ adults, children, rooms }: PeopleCounts): string {
  const { t } = useTranslation();
  const parts = [t('searchForm.summary.adults', { count: adults })];
  if (children > 0) parts.push(t('searchForm.summary.children', { count: children }));
  if (rooms !== undefined) parts.push(t('searchForm.summary.rooms', { count: rooms }));
  return parts.join(t('searchForm.summary.separator'));
}
