import { formatLongDate, formatTime } from '../../../core/formats';
import { localIsoDate } from '../../../core/iso-date';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * When a check finished, in the visitor's own time zone: the date (as the cards write it unless told otherwise)
 * and HH:MM.
 */
export function checkMoment(
  checkedAt: string,
  locale: string,
  formatDate: (isoDate: string, locale: string) => string = formatLongDate,
): { date: string; time: string } {
  const moment = new Date(checkedAt);
  const day = localIsoDate(moment);
  return {
    date: formatDate(day, locale),
    time: formatTime(`${day}T${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`),
  };
}
