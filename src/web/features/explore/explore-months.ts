import { nextThreeMonths } from '../../../core/explore';

/** The choices of 'When': the next three months, then each of the next twelve calendar months. */
export function exploreMonths(today: string): string[] {
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const months = Array.from({ length: 12 }, (_, offset) => {
    const date = new Date(Date.UTC(year, month - 1 + offset, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return [nextThreeMonths, ...months];
}
