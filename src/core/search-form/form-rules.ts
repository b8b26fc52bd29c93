import { clampChildAge, clampCounts } from './counts';
import type { ManualEdits } from './follower-fields';
import { addDays, isIsoDate } from '../iso-date';
import type { SearchFormValues } from './state';

/** product.md §4 always-on rule: a return on or before departure moves to the day after departure. */
function keepReturnAfterDeparture(values: SearchFormValues): SearchFormValues {
  const { departureDate, returnDate } = values;
  if (!isIsoDate(departureDate) || !returnDate || returnDate > departureDate) return values;
  return { ...values, returnDate: addDays(departureDate, 1) };
}

/** The check-out a follower takes: the return date, or check-in + 1 day on one-way trips. */
function followedCheckOut(values: SearchFormValues): string {
  if (!values.isOneWay) return values.returnDate;
  return isIsoDate(values.checkInDate) ? addDays(values.checkInDate, 1) : '';
}

/** Dates and guests that still follow their flight field take its value (the location follows in its own sync). */
function followFlight(values: SearchFormValues, manual: ManualEdits): SearchFormValues {
  const followed = { ...values };
  if (!manual.checkInDate) followed.checkInDate = values.departureDate;
  if (!manual.checkOutDate) followed.checkOutDate = followedCheckOut(followed);
  if (!manual.accommodationAdults) followed.accommodationAdults = values.flightAdults;
  if (!manual.accommodationChildren) followed.accommodationChildren = values.flightChildren;
  return followed;
}

/** product.md §4 always-on rule: a check-out on or before check-in moves to the day after check-in. */
function keepCheckOutAfterCheckIn(values: SearchFormValues): SearchFormValues {
  const { checkInDate, checkOutDate } = values;
  if (!isIsoDate(checkInDate) || !checkOutDate || checkOutDate > checkInDate) return values;
  return { ...values, checkOutDate: addDays(checkInDate, 1) };
}

/** One age per hotel child: a new child's age is unset until chosen, a removed child takes the last age with it. */
function fitChildrenAges(values: SearchFormValues): SearchFormValues {
  const ages = values.childrenAges
    .slice(0, values.accommodationChildren)
    .map((age) => (age === null ? null : clampChildAge(age)));
  while (ages.length < values.accommodationChildren) ages.push(null);
  return { ...values, childrenAges: ages };
}

/** Applies every product.md §4–5 rule after a change, in dependency order: caps, return, following, check-out, ages. */
export function applyFormRules(values: SearchFormValues, manual: ManualEdits): SearchFormValues {
  const capped = clampCounts(values);
  const followed = followFlight(keepReturnAfterDeparture(capped), manual);
  return fitChildrenAges(keepCheckOutAfterCheckIn(followed));
}
