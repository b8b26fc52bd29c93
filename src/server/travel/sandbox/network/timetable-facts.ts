/**
 * Facts from public timetables that the sandbox network must agree with (network/timetable-facts.test.ts): a
 * route is flown non-stop or not, a carrier flies it non-stop or not. Each names where to check it:
 * FlightConnections' route map of the origin, the airline's destination list on Wikipedia (CC BY-SA 4.0), or
 * the ban in force (airspace-bans.ts). Compiled November 2026 from these sources' schedules for the coming
 * season; a route that starts or ends is fixed here, then in the rules or data the test points to.
 */
export type TimetableFact =
  | { from: string; to: string; nonStop: boolean; source: string }
  | { from: string; to: string; carrier: string; flies: boolean; source: string };

const routeMap = (originSlug: string) => `https://www.flightconnections.com/flights-from-${originSlug}`;
const destinations = (airline: string) => `https://en.wikipedia.org/wiki/List_of_${airline}_destinations`;
const ukraineClosed = 'https://www.easa.europa.eu/en/domains/air-operations/czibs (CZIB-2022-01)';
const russiaBan = 'https://eur-lex.europa.eu/eli/reg/2022/334/oj and Rosaviatsia’s reply of 28 Feb 2022';
const belarusBan = 'https://eur-lex.europa.eu/eli/reg/2021/907/oj';
const emiratesRussia =
  'https://www.aerotelegraph.com/ticker/st-petersburg-emirates-fliegt-noch-haeufiger-nach-russland/fcfzvx0';
const airSerbiaRussia = 'https://aerotelegraph.com/air-serbia-setzt-fluege-zu-zwei-russischen-zielen-aus';
const airSerbiaToronto =
  'https://www.aerotelegraph.com/ticker/air-serbia-kuendigt-fluege-nach-toronto-und-zu-fuenf-neuen-europazielen-an/jyhgzlp';

const nonStop = (from: string, to: string, source: string): TimetableFact => ({
  from,
  to,
  nonStop: true,
  source,
});
const noNonStop = (from: string, to: string, source: string): TimetableFact => ({
  from,
  to,
  nonStop: false,
  source,
});
const flies = (carrier: string, from: string, to: string, source: string): TimetableFact => ({
  from,
  to,
  carrier,
  flies: true,
  source,
});
const doesNotFly = (carrier: string, from: string, to: string, source: string): TimetableFact => ({
  from,
  to,
  carrier,
  flies: false,
  source,
});

export const timetableFacts: readonly TimetableFact[] = [
  // Non-stop routes and who flies them
  flies('BA', 'LHR', 'JFK', routeMap('london-lhr')),
  flies('AA', 'LHR', 'JFK', routeMap('london-lhr')),
  flies('DL', 'JFK', 'LHR', routeMap('new-york-jfk')),
  flies('JU', 'BEG', 'CDG', destinations('Air_Serbia')),
  nonStop('FRA', 'PMI', routeMap('frankfurt-fra')),
  flies('LH', 'FRA', 'PMI', destinations('Lufthansa')),
  flies('JU', 'BEG', 'SVO', destinations('Air_Serbia')),
  flies('SU', 'SVO', 'BEG', destinations('Aeroflot')),
  flies('JU', 'BEG', 'LED', airSerbiaRussia),
  flies('JU', 'BEG', 'JFK', destinations('Air_Serbia')),
  doesNotFly('AA', 'JFK', 'BEG', routeMap('belgrade-beg')),
  flies('JU', 'BEG', 'YYZ', airSerbiaToronto),
  flies('TK', 'LED', 'IST', destinations('Turkish_Airlines')),
  flies('TK', 'SVO', 'IST', destinations('Turkish_Airlines')),
  flies('SU', 'SVO', 'IST', destinations('Aeroflot')),
  flies('EK', 'DXB', 'DME', emiratesRussia),
  flies('EK', 'DXB', 'LED', emiratesRussia),
  flies('SU', 'SVO', 'DXB', destinations('Aeroflot')),
  flies('SU', 'SVO', 'PEK', destinations('Aeroflot')),
  flies('CA', 'PEK', 'SVO', destinations('Air_China')),
  flies('JU', 'BEG', 'IST', destinations('Air_Serbia')),
  flies('TK', 'IST', 'BEG', destinations('Turkish_Airlines')),
  flies('JU', 'BEG', 'LHR', destinations('Air_Serbia')),
  flies('JU', 'BEG', 'FRA', destinations('Air_Serbia')),
  flies('LH', 'FRA', 'BEG', destinations('Lufthansa')),
  flies('JU', 'BEG', 'ZRH', destinations('Air_Serbia')),
  flies('JU', 'BEG', 'SOF', destinations('Air_Serbia')),
  flies('BA', 'LHR', 'MAN', destinations('British_Airways')),
  flies('IB', 'MAD', 'BCN', destinations('Iberia')),
  flies('IB', 'MAD', 'PMI', destinations('Iberia')),
  flies('LH', 'FRA', 'JFK', destinations('Lufthansa')),
  flies('AF', 'CDG', 'JFK', destinations('Air_France')),
  flies('KL', 'AMS', 'JFK', destinations('KLM')),
  flies('EK', 'DXB', 'LHR', destinations('Emirates')),
  flies('QR', 'DOH', 'LHR', destinations('Qatar_Airways')),
  flies('SQ', 'SIN', 'LHR', destinations('Singapore_Airlines')),
  flies('TK', 'IST', 'JFK', destinations('Turkish_Airlines')),
  flies('LX', 'ZRH', 'JFK', destinations('Swiss_International_Air_Lines')),
  flies('IB', 'MAD', 'JFK', destinations('Iberia')),
  flies('NH', 'HND', 'LAX', destinations('All_Nippon_Airways')),
  flies('QF', 'SYD', 'LAX', destinations('Qantas')),
  flies('AC', 'YYZ', 'LHR', destinations('Air_Canada')),
  flies('JL', 'HND', 'JFK', destinations('Japan_Airlines')),
  flies('ET', 'ADD', 'FRA', destinations('Ethiopian_Airlines')),
  flies('EK', 'DXB', 'JFK', destinations('Emirates')),
  flies('LO', 'WAW', 'JFK', destinations('LOT_Polish_Airlines')),
  flies('EI', 'DUB', 'JFK', destinations('Aer_Lingus')),
  flies('CX', 'HKG', 'LHR', destinations('Cathay_Pacific')),
  flies('KE', 'ICN', 'LAX', destinations('Korean_Air')),
  flies('DL', 'ATL', 'LAX', destinations('Delta_Air_Lines')),
  flies('AA', 'DFW', 'LAX', destinations('American_Airlines')),
  flies('UA', 'ORD', 'SFO', destinations('United_Airlines')),
  flies('SU', 'SVO', 'AER', destinations('Aeroflot')),
  flies('SU', 'LED', 'SVO', destinations('Aeroflot')),
  flies('MH', 'KUL', 'SIN', destinations('Malaysia_Airlines')),
  flies('TG', 'BKK', 'SIN', destinations('Thai_Airways')),
  flies('AI', 'DEL', 'BOM', destinations('Air_India')),
  flies('6E', 'DEL', 'BOM', destinations('IndiGo')),
  flies('SA', 'JNB', 'CPT', destinations('South_African_Airways')),
  flies('KQ', 'NBO', 'ADD', destinations('Kenya_Airways')),
  flies('MS', 'CAI', 'JED', destinations('EgyptAir')),
  flies('AT', 'CMN', 'CDG', destinations('Royal_Air_Maroc')),
  flies('LA', 'SCL', 'LIM', destinations('LATAM_Airlines')),
  flies('AV', 'BOG', 'MEX', destinations('Avianca')),
  flies('CM', 'PTY', 'MIA', destinations('Copa_Airlines')),
  flies('NZ', 'AKL', 'SYD', destinations('Air_New_Zealand')),
  flies('QF', 'MEL', 'SYD', destinations('Qantas')),
  // Low-cost carriers from their bases
  flies('W6', 'BUD', 'LTN', destinations('Wizz_Air')),
  flies('W6', 'SOF', 'LTN', destinations('Wizz_Air')),
  flies('W6', 'OTP', 'LTN', destinations('Wizz_Air')),
  flies('FR', 'STN', 'DUB', destinations('Ryanair')),
  flies('FR', 'STN', 'BGY', destinations('Ryanair')),
  flies('FR', 'DUB', 'BCN', destinations('Ryanair')),
  flies('FR', 'STN', 'KRK', destinations('Ryanair')),
  flies('U2', 'LGW', 'GVA', destinations('EasyJet')),
  flies('U2', 'LGW', 'EDI', destinations('EasyJet')),
  flies('VY', 'BCN', 'FCO', destinations('Vueling')),
  flies('VY', 'BCN', 'ORY', destinations('Vueling')),
  flies('JQ', 'MEL', 'SYD', destinations('Jetstar')),
  // Carriers that do not fly a route: no base or hub at either end, no slots, a ban, or too short a hop
  doesNotFly('W6', 'BEG', 'SVO', russiaBan),
  doesNotFly('W6', 'BEG', 'SOF', routeMap('belgrade-beg')),
  doesNotFly('IB', 'LHR', 'PMI', routeMap('london-lhr')),
  doesNotFly('FR', 'LHR', 'DUB', routeMap('london-lhr')),
  doesNotFly('U2', 'LHR', 'EDI', routeMap('london-lhr')),
  doesNotFly('W6', 'LHR', 'BUD', routeMap('london-lhr')),
  doesNotFly('LH', 'BCN', 'PMI', routeMap('barcelona-bcn')),
  doesNotFly('AF', 'MAD', 'BCN', routeMap('madrid-mad')),
  doesNotFly('BA', 'FRA', 'MUC', routeMap('frankfurt-fra')),
  doesNotFly('KL', 'CDG', 'NCE', routeMap('paris-cdg')),
  doesNotFly('TK', 'LHR', 'JFK', routeMap('london-lhr')),
  doesNotFly('EK', 'LHR', 'CDG', routeMap('london-lhr')),
  doesNotFly('AA', 'LHR', 'CDG', routeMap('london-lhr')),
  doesNotFly('W6', 'BCN', 'MAD', routeMap('barcelona-bcn')),
  // No non-stop at all: closed airspace, bans, or too far for the demand
  noNonStop('BEG', 'LWO', ukraineClosed),
  noNonStop('KBP', 'WAW', ukraineClosed),
  noNonStop('KBP', 'IST', ukraineClosed),
  noNonStop('ODS', 'VIE', ukraineClosed),
  noNonStop('LED', 'RIX', russiaBan),
  noNonStop('LED', 'GDN', russiaBan),
  noNonStop('SVO', 'FRA', russiaBan),
  noNonStop('SVO', 'CDG', russiaBan),
  noNonStop('SVO', 'LHR', russiaBan),
  noNonStop('SVO', 'JFK', russiaBan),
  noNonStop('LED', 'HEL', russiaBan),
  noNonStop('SVO', 'HEL', russiaBan),
  noNonStop('SVO', 'WAW', russiaBan),
  noNonStop('SVO', 'NRT', russiaBan),
  noNonStop('SVO', 'YYZ', russiaBan),
  noNonStop('SVO', 'ZRH', russiaBan),
  noNonStop('SVO', 'OSL', russiaBan),
  noNonStop('LED', 'TLL', russiaBan),
  noNonStop('SVO', 'PRG', russiaBan),
  noNonStop('SVO', 'ATH', russiaBan),
  noNonStop('SVO', 'RIX', russiaBan),
  noNonStop('MSQ', 'VNO', belarusBan),
  noNonStop('MSQ', 'WAW', belarusBan),
  noNonStop('MSQ', 'FRA', belarusBan),
  noNonStop('BEG', 'BKK', routeMap('belgrade-beg')),
  noNonStop('BEG', 'SYD', routeMap('belgrade-beg')),
  noNonStop('KTM', 'GRU', routeMap('kathmandu-ktm')),
  noNonStop('INI', 'LAX', routeMap('nis-ini')),
];
