import type { TFunction } from 'i18next';
import type { TripSummary } from '../../../core/trip-summary';

/** '2 adults, 1 child · 7 nights · 1 room · round trip': the trip a total prices, in the cards' own phrases. */
export function tripDescription(t: TFunction, trip: TripSummary): string {
  const travellers = [
    t('savedSearches.card.adults', { count: trip.flightAdults }),
    ...(trip.flightChildren > 0 ? [t('savedSearches.card.children', { count: trip.flightChildren })] : []),
  ].join(', ');
  return [
    travellers,
    t('dealCard.nights', { count: trip.nights }),
    t('savedSearches.card.rooms', { count: trip.rooms }),
    t(trip.roundTrip ? 'dealCard.roundTrip' : 'dealCard.oneWay'),
  ].join(t('savedSearches.card.separator'));
}
