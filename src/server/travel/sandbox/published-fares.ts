import type { CabinClass } from '../../../core/cabin-classes';

/**
 * Published air fares on real routes, one adult, what the sandbox's fares (flight-prices.ts) are checked against
 * in fare-levels.test.ts. Figures are quoted facts with their source (airfare studies of Skyscanner, Which?, OAG,
 * Amex GBT and the press's own fare checks, as reported at the URL); amounts in other currencies are converted at
 * that year's average rate, noted beside them. Each says when it was flown, so the check prices the same months.
 */

export interface PublishedFare {
  /** The sandbox's IATA city codes. */
  from: string;
  to: string;
  cabin: CabinClass;
  roundTrip: boolean;
  /** Whether the published fare is a low-cost carrier's (Ryanair, easyJet, Wizz Air…) or a network carrier's. */
  lowCost: boolean;
  /** The published fare converted to US dollars, for the whole trip. */
  usd: number;
  /** The figure as published, with the exchange rate used. */
  published: string;
  /** Months the fare was for (1–12); empty for a fare over the whole year. */
  months: readonly number[];
  source: string;
  url: string;
}

const which2019 = 'Which? analysis of return fares from London Stansted booked in March for August 2019';
const which2019Url = 'https://www.which.co.uk/news/article/are-flight-prices-increasing-2022-aHzyZ2Q8as7V';
const skyscanner2022 = 'Skyscanner average return fares from UK airports, 2022';
const skyscanner2022Url =
  'https://d33gy59ovltp76.cloudfront.net/news/skyscanner-reveals-best-value-flights-for-brits-including-madeira-and-france';
const stuff2022 =
  "Stuff (NZ), cheapest economy return booked on the airline's site in November 2022 for May 2023";
const stuff2022Url =
  'https://www.stuff.co.nz/travel/news/300739654/airfares-in-new-zealand-are-kiwis-being-ripped-off';
const scmp = 'South China Morning Post checks of Cathay Pacific economy returns for December';
const scmpUrl =
  'https://icedcoffeehours.com/airfares-for-long-haul-flights-from-hong-kong-to-remain-on-high-side-for-now';
const skyscanner2017 = 'Skyscanner average return fares from the UK, 2017, reported by The Independent';
const skyscanner2017Url =
  'https://independent.co.uk/travel/news-and-advice/cheap-flights-2017-long-haul-skyscanner-vancouver-boston-hong-kong-a7692451.html';

const august = [8];
const may = [5];
const december = [12];
const wholeYear: readonly number[] = [];

export const publishedFares: readonly PublishedFare[] = [
  {
    from: 'LON',
    to: 'BCN',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 115,
    published: '£90 (US$1.28 per £)',
    months: august,
    source: which2019,
    url: which2019Url,
  },
  {
    from: 'LON',
    to: 'VCE',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 193,
    published: '£151 (US$1.28 per £)',
    months: august,
    source: which2019,
    url: which2019Url,
  },
  {
    from: 'LON',
    to: 'FAO',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 247,
    published: '£193 (US$1.28 per £)',
    months: august,
    source: which2019,
    url: which2019Url,
  },
  {
    from: 'LON',
    to: 'TFS',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 338,
    published: '£264 (US$1.28 per £)',
    months: august,
    source: which2019,
    url: which2019Url,
  },
  {
    from: 'LON',
    to: 'HER',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 477,
    published: '£373 (US$1.28 per £)',
    months: august,
    source: which2019,
    url: which2019Url,
  },
  {
    from: 'LON',
    to: 'SOF',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 139,
    published: '£112 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'LON',
    to: 'DUB',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 76,
    published: '£61 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'LON',
    to: 'TIA',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 249,
    published: '£201 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'LON',
    to: 'BFS',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: true,
    usd: 136,
    published: '£110 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'LON',
    to: 'BRU',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 103,
    published: '£83 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'LON',
    to: 'PAR',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 156,
    published: '£126 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'LON',
    to: 'MNL',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 1089,
    published: '£878 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'LON',
    to: 'MEL',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 1654,
    published: '£1,334 (US$1.24 per £)',
    months: wholeYear,
    source: skyscanner2022,
    url: skyscanner2022Url,
  },
  {
    from: 'AKL',
    to: 'WLG',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 113,
    published: 'NZ$188, Air New Zealand (US$0.60 per NZ$)',
    months: may,
    source: stuff2022,
    url: stuff2022Url,
  },
  {
    from: 'AKL',
    to: 'ZQN',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 149,
    published: 'NZ$248, Air New Zealand (US$0.60 per NZ$)',
    months: may,
    source: stuff2022,
    url: stuff2022Url,
  },
  {
    from: 'SYD',
    to: 'MEL',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 197,
    published: 'NZ$328, Virgin Australia (US$0.60 per NZ$)',
    months: may,
    source: stuff2022,
    url: stuff2022Url,
  },
  {
    from: 'LAX',
    to: 'NYC',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 427,
    published: 'NZ$711, United (US$0.60 per NZ$)',
    months: may,
    source: stuff2022,
    url: stuff2022Url,
  },
  {
    from: 'LON',
    to: 'MAN',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 145,
    published: 'NZ$241, British Airways (US$0.60 per NZ$)',
    months: may,
    source: stuff2022,
    url: stuff2022Url,
  },
  {
    from: 'HKG',
    to: 'TYO',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 509,
    published: 'HK$3,972 (HK$7.8 per US$)',
    months: december,
    source: scmp,
    url: scmpUrl,
  },
  {
    from: 'HKG',
    to: 'LON',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 1133,
    published: 'HK$7,658 to HK$10,012, middle HK$8,835 (HK$7.8 per US$)',
    months: december,
    source: scmp,
    url: scmpUrl,
  },
  {
    from: 'LON',
    to: 'YVR',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 744,
    published: '£576.38 (US$1.29 per £)',
    months: wholeYear,
    source: skyscanner2017,
    url: skyscanner2017Url,
  },
  {
    from: 'LON',
    to: 'BOS',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 616,
    published: '£477.34 (US$1.29 per £)',
    months: wholeYear,
    source: skyscanner2017,
    url: skyscanner2017Url,
  },
  {
    from: 'LON',
    to: 'SYD',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 1316,
    published: '£1,012 per person (US$1.30 per £)',
    months: wholeYear,
    source: 'Which? analysis of Skyscanner fares from European airports (2025), reported by BritBrief',
    url: 'https://britbrief.co.uk/business/tourism/save-1000-on-flights-with-this-airport-switch.html',
  },
  {
    from: 'LON',
    to: 'NYC',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 593,
    published: '£350 to £400 average return, middle £375 (US$1.58 per £)',
    months: wholeYear,
    source: 'Flightmapping, 2012',
    url: 'http://www.flightmapping.com/marks-blog/why-are-cheap-flights-to-new-york-from-london-so-hard-to-find',
  },
  {
    from: 'SIN',
    to: 'LON',
    cabin: 'ECONOMY',
    roundTrip: true,
    lowCost: false,
    usd: 1319,
    published: 'S$1,800 on Singapore Airlines before the pandemic (US$0.733 per S$, 2019)',
    months: wholeYear,
    source: 'The Straits Times, 2022',
    url: 'https://www.straitstimes.com/singapore/prices-of-flights-go-up-as-spore-fully-opens-border-pent-up-travel-demand-spurs-bookings',
  },
  {
    from: 'BKK',
    to: 'HKG',
    cabin: 'ECONOMY',
    roundTrip: false,
    lowCost: false,
    usd: 115,
    published: 'average one-way fare about US$115, ten airlines',
    months: wholeYear,
    source: 'OAG busiest international routes 2025, reported by Hey Thailand News',
    url: 'https://heythailandnews.com/posts/bangkokhong-kong-joins-global-top-10-travelers-enjoy-lower-fares',
  },
  {
    from: 'PAR',
    to: 'SHA',
    cabin: 'BUSINESS',
    roundTrip: true,
    lowCost: false,
    usd: 5650,
    published: 'about US$5,650 in 2019',
    months: wholeYear,
    source: 'American Express Global Business Travel, reported by CNN (2023)',
    url: 'https://caymanmama.com/airfares-throughout-asia-are-sky-high-this-yr-here-is-why/',
  },
];
