import { addDays, daysBetween, isIsoDate } from './iso-date';
import type { SearchParams } from './search-params';
import type { FlightOffer } from './travel-data';

/** The hotel stay one deal prices: the nights the traveller can use, or the ones they chose themselves. */
export interface DealStay {
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The local date the outbound flight lands. */
  landsOn: string;
  /** The search set no dates of its own: the stay starts when the flight lands and ends when the return leaves. */
  followsFlight: boolean;
  /** Nights of the traveller's own stay that pass before they land (paid, not used). */
  unusedNights: number;
  /**
   * The flight lands in the small hours, so the stay that follows it starts the night before: a room booked from the
   * landing day would not be theirs until the afternoon.
   */
  roomFromNightBefore: boolean;
}

/**
 * A flight landing before this local hour lands in the night that began the evening before: the traveller sleeps
 * in that night's room (hotels hold a booked room through the night), and a room from the landing day itself is
 * theirs only from its check-in time, usually the afternoon.
 */
export const smallHoursEndHour = 5;

/** What of a flight offer decides its stay: the outbound's last arrival and the return's first departure. */
export interface FlightTimes {
  /** Local 'YYYY-MM-DDTHH:MM:SS' at the destination. */
  arrivesAt: string;
  /** Local 'YYYY-MM-DDTHH:MM:SS' of the way back; absent one way. */
  returnsAt?: string;
}

/** The night a flight lands in: the night before its landing date when it lands in the small hours. */
function nightLandedIn(arrivesAt: string, landsOn: string): string {
  const hour = arrivesAt.slice(11, 13);
  return /^\d{2}$/.test(hour) && Number(hour) < smallHoursEndHour ? addDays(landsOn, -1) : landsOn;
}

/**
 * The stay a deal of this flight prices. Without dates of the traveller's own (`checkIn` / `checkOut` absent),
 * it starts with the night the outbound lands in (the landing date, or the night before it for a landing in the
 * small hours) and ends on the date the return leaves (one way: one night, or the traveller's own check-out). A
 * date the traveller set is kept as they set it; nights before the one they land in are then counted as unused,
 * since they are paid all the same. A stay has at least one night.
 */
export function stayForFlight(params: SearchParams, flight: FlightTimes): DealStay {
  // An offer whose times cannot be read (the engine skips it) is taken to fly on the search's dates.
  const dateOf = (at: string | undefined) => (at && isIsoDate(at.slice(0, 10)) ? at.slice(0, 10) : undefined);
  const landed = dateOf(flight.arrivesAt);
  const landsOn = landed ?? params.departureDate;
  // Never a night before the departure date: a hop leaving just after midnight lands the day it leaves, and a stay
  // from the evening before could start in the past.
  const landedIn = landed ? nightLandedIn(flight.arrivesAt, landed) : landsOn;
  const firstNight = landedIn < params.departureDate ? params.departureDate : landedIn;
  const checkIn = params.checkIn ?? firstNight;
  const leavesOn = params.isOneWay ? undefined : (dateOf(flight.returnsAt) ?? params.returnDate);
  let checkOut = params.checkOut ?? leavesOn ?? addDays(checkIn, 1);
  if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
  const nights = daysBetween(checkIn, checkOut);
  const unusedNights = Math.min(nights, Math.max(0, daysBetween(checkIn, firstNight)));
  const followsFlight = params.checkIn === undefined;
  const roomFromNightBefore = followsFlight && firstNight < landsOn;
  return { checkIn, checkOut, nights, landsOn, followsFlight, unusedNights, roomFromNightBefore };
}

/** One key per distinct stay, for asking the hotel side once per stay. */
export const stayKey = (stay: Pick<DealStay, 'checkIn' | 'checkOut'>) => `${stay.checkIn}/${stay.checkOut}`;

/** The outbound's landing and the return's leaving, local times, as the stay rule reads them. */
export function flightTimes(offer: FlightOffer): FlightTimes {
  const outbound = offer.itineraries[0]?.segments;
  const returnFirst = offer.itineraries[1]?.segments[0];
  return {
    arrivesAt: outbound?.at(-1)?.arrival.at ?? '',
    ...(returnFirst ? { returnsAt: returnFirst.departure.at } : {}),
  };
}

/** Every flight's stay, worked out once per offer. */
export function staysOfFlights(params: SearchParams): (flight: FlightOffer) => DealStay {
  const stays = new Map<FlightOffer, DealStay>();
  return (flight) => {
    let stay = stays.get(flight);
    if (!stay) {
      stay = stayForFlight(params, flightTimes(flight));
      stays.set(flight, stay);
    }
    return stay;
  };
}

/** The dates a form or a saved search holds for its stay, beside its flight dates. */
export interface StayDates {
  departureDate: string;
  returnDate?: string;
  isOneWay: boolean;
  checkIn: string;
  checkOut: string;
}

/**
 * The stay dates that are the traveller's own, for the search's `checkIn` / `checkOut`: a check-in other than the
 * departure date, a check-out other than the one that follows (the return date, or one night after check-in on a
 * one-way trip). Dates that still follow are left out, so the search starts the stay when the flight lands. A
 * check-in chosen on the departure date itself reads as following, as the form shows it the same way.
 */
export function ownStayDates(dates: StayDates): { checkIn?: string; checkOut?: string } {
  const followedCheckOut = dates.isOneWay ? addDays(dates.checkIn, 1) : dates.returnDate;
  return {
    ...(dates.checkIn && dates.checkIn !== dates.departureDate ? { checkIn: dates.checkIn } : {}),
    ...(dates.checkOut && dates.checkOut !== followedCheckOut ? { checkOut: dates.checkOut } : {}),
  };
}
