import { ArrowRight, BadgeCheck, MapPin, MoonStar, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { perTravellerShare } from '../../../core/budget-basis';
import type { Deal } from '../../../core/deal';
import { formatDateRange, formatMoney, formatTime, formatTripDate } from '../../../core/formats';
import { isOneWay } from '../../../core/results-view-filters';
import { Button } from '../../components/ui/button';
import { bookingRedirectHref } from '../booking-redirect';
import { AirlineLabel } from './airline-label';
import { ConvertedFromNote } from './converted-from-note';
import { kilometresText } from './distance-text';
import { FlightLegRow } from './flight-leg-row';
import { HotelPhoto } from './hotel-photo';
import { FareTerms } from './fare-terms';
import { pricedBagsText } from './priced-bags-text';
import { RatingBadge } from './rating-badge';
import { ratingLabelKeys } from './rating-label-key';
import { StopsBadge } from './stops-badge';
import { TripEmissionsLine } from './trip-emissions-line';
import { useTripSummary } from './trip-context';
import { useFormatLocale } from './use-format-locale';
import { WhyThisDeal } from './why-this-deal';

function PriceLine({ label, amount, covers }: { label: string; amount: string; covers?: string }) {
  return (
    <>
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{amount}</span>
      </p>
      {covers && <p className="-mt-1 text-end text-xs text-slate-500">{covers}</p>}
    </>
  );
}

/**
 * What the flight and the hotel prices cover: "2 adults, 1 child · round trip", and the nights this deal prices,
 * "You land Wed, Mar 10 · 5 nights, Mar 10 – 15 · 1 room" when the flight lands after the day it leaves.
 */
function useWhatPricesCover(deal: Deal): { flight?: string; hotel: string } {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const trip = useTripSummary();
  const separator = t('savedSearches.card.separator');
  const { stay } = deal;
  const landsLater = stay.landsOn > deal.flight.outbound.departureAt.slice(0, 10);
  const hotel = [
    ...(landsLater ? [t('dealCard.landsOn', { date: formatTripDate(stay.landsOn, locale) })] : []),
    t('dealCard.stayDates', {
      nights: t('dealCard.nights', { count: stay.nights }),
      dates: formatDateRange(stay.checkIn, stay.checkOut, locale),
    }),
    ...(trip ? [t('savedSearches.card.rooms', { count: trip.rooms })] : []),
  ].join(separator);
  if (!trip) return { hotel };
  const travellers = [
    t('savedSearches.card.adults', { count: trip.flightAdults }),
    ...(trip.flightChildren > 0 ? [t('savedSearches.card.children', { count: trip.flightChildren })] : []),
  ].join(', ');
  return {
    flight: `${travellers}${separator}${t(trip.roundTrip ? 'dealCard.roundTrip' : 'dealCard.oneWay')}`,
    hotel,
  };
}

/** One flight-plus-hotel deal with every field of product.md §2, and Book Now to the partner hand-off page. */
export function DealCard({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const { hotel, flight } = deal;
  const locale = useFormatLocale();
  const trip = useTripSummary();
  const covers = useWhatPricesCover(deal);
  const money = (amount: number) => formatMoney(amount, deal.currency, locale);
  const label = t(ratingLabelKeys[hotel.ratingLabel]);
  // Bags the fare includes are named by the fare terms under the flights; the card adds what they cost or that
  // the airline did not say.
  const bagsText =
    flight.bags && (flight.bags.amount > 0 || !flight.bags.known)
      ? pricedBagsText(t, flight.bags, money)
      : undefined;
  const travellers = trip ? trip.flightAdults + trip.flightChildren : 1;
  // The budget is in the deal's currency when the trip summary is this search's.
  const budgetLeft =
    trip && trip.currency === deal.currency
      ? t('dealCard.budgetLeft', { left: money(trip.budget - deal.totalPrice), budget: money(trip.budget) })
      : undefined;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <HotelPhoto hotelId={hotel.hotelId} hotelName={hotel.name} photoUrl={hotel.photoUrl} />
        <div className="absolute start-3 top-3">
          <RatingBadge rating={hotel.rating} />
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5">
        <header className="space-y-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
            {hotel.name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4 text-slate-400" />
              <span className="sr-only">{t('dealCard.location')} </span>
              {/* The street when the provider gives one, else the stay's city as the visitor named it; a city named
                  only by its code (a hand-written link) is not said twice. */}
              {[...new Set([hotel.address ?? trip?.stayName, hotel.location].filter(Boolean))].join(' · ')}
            </span>
            {hotel.distanceFromCentreKm !== undefined && (
              <span>
                {t('dealCard.fromCentre', { distance: kilometresText(hotel.distanceFromCentreKm, locale) })}
              </span>
            )}
            <span>
              {hotel.numberOfReviews > 0
                ? t('dealCard.reviews', { count: hotel.numberOfReviews, label })
                : label}
            </span>
          </p>
          <PriceLine label={t('dealCard.accommodation')} amount={money(hotel.price)} covers={covers.hotel} />
          {hotel.paidAtHotel !== undefined && (
            <p className="-mt-1 text-end text-xs text-slate-500">
              {t('dealCard.amounts.paidAtHotel', { amount: money(hotel.paidAtHotel) })}
            </p>
          )}
          {deal.stay.unusedNights > 0 && (
            <p className="inline-flex items-start gap-1 text-xs font-medium text-amber-800">
              <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
              {t('dealCard.unusedNights', { count: deal.stay.unusedNights })}
            </p>
          )}
          {deal.stay.roomFromNightBefore && (
            <p className="inline-flex items-start gap-1 text-xs font-medium text-slate-600">
              <MoonStar aria-hidden className="mt-px size-3.5 shrink-0" />
              {t('dealCard.roomFromNightBefore', { time: formatTime(deal.flight.outbound.arrivalAt) })}
            </p>
          )}
          {hotel.convertedFrom && <ConvertedFromNote original={hotel.convertedFrom} />}
          {hotel.refundable !== undefined && (
            <p className="text-xs font-medium text-slate-600">
              {t(hotel.refundable ? 'dealCard.refundable' : 'dealCard.nonRefundable')}
            </p>
          )}
        </header>

        <div className="space-y-2.5 border-t border-slate-100 pt-4">
          <div className="flex items-center justify-between gap-3">
            <AirlineLabel code={flight.airlineCode} />
            <StopsBadge stops={flight.stops} />
          </div>
          <FlightLegRow direction="outbound" leg={flight.outbound} />
          {/* One-way offers carry the outbound again as their return (product.md §9); a card shows it once. */}
          {!isOneWay(deal) && <FlightLegRow direction="return" leg={flight.return} />}
          <PriceLine label={t('dealCard.flights')} amount={money(flight.price)} covers={covers.flight} />
          {bagsText && <p className="-mt-1 text-end text-xs text-slate-600">{bagsText}</p>}
          {flight.convertedFrom && <ConvertedFromNote original={flight.convertedFrom} />}
          <FareTerms flight={flight} />
          {deal.emissions && <TripEmissionsLine emissions={deal.emissions} />}
        </div>

        <WhyThisDeal deal={deal} />

        <footer className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <div>
            <p className="text-sm text-slate-600">{t('dealCard.totalPrice')}</p>
            <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
              {money(deal.totalPrice)}
            </p>
            {travellers > 1 && (
              <p className="text-sm text-slate-600 tabular-nums">
                {t('dealCard.amounts.perTraveller', {
                  amount: money(perTravellerShare(deal.totalPrice, travellers)),
                })}
              </p>
            )}
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
              <BadgeCheck aria-hidden className="size-4" />
              {budgetLeft ?? t('dealCard.withinBudget')}
            </p>
          </div>
          <Button
            aria-describedby={titleId}
            onClick={() => void navigate(bookingRedirectHref(deal.links, location.search))}
            className="w-full px-5 sm:w-auto"
          >
            {t('dealCard.bookNow')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Button>
        </footer>
      </div>
    </article>
  );
}
