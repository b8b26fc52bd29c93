/**
 * Published average nightly hotel rates per city, in US dollars: what the sandbox's mid-range room (the median
 * standard room of its 3★ and 4★ hotels, over a year's seasons) costs there. Figures are quoted facts with their
 * source (STR/CoStar, HVS, PwC, HRS, Hotels.com, trivago, Bloomberg's hotel index, tourism boards, as reported at
 * the URL); amounts in other currencies are converted at that year's average rate, noted beside them. They are
 * averages of their year: STR's ADR covers every class of hotel, booking-site indexes the rooms booked through
 * them, so they stand for a mid-range room to within the calibration's ±35 %.
 */

export interface PublishedHotelRate {
  /** The sandbox's IATA city code. */
  cityCode: string;
  /** The published average converted to US dollars. */
  usd: number;
  /** The figure as published, with its period and the exchange rate used. */
  published: string;
  source: string;
  url: string;
  /** Among the world's dearest hotel cities, or a cheap city that must stay cheap. */
  kind: 'dear' | 'cheap';
}

const strCostar2023 = 'STR/CoStar 2023 ADR, reported by TTG Italia (2024)';
const strCostar2023Url = 'https://www.ttgitalia.com/hotel/tariffe-alberghiere-roma-supera-londra-MN19417496';
const strFiscal2023 = 'STR, fiscal year to March 2024, reported by Nikkei Asia';
const strFiscal2023Url =
  'https://japan-hana.com/nikkei-asia-tokyo-hotels-30-40-cheaper-than-new-york-singapore-in-dollar-terms/';
const pwc2017 = 'PwC European Cities Hotel Forecast, 2017 average rate (published 2018)';
const pwc2017Url =
  'https://swissinfo.ch/eng/business/overnight-stays_geneva-hotels-the-most-expensive-in-europe/44050766';
const hrs2015 = 'HRS average rate of non-cancelled bookings, Q3 2015, reported by Standby Nordic';
const hrs2015Url = 'https://standbynordic.com/where-in-nordics-has-most-expensive-hotel-rates/';
const bloomberg2014 = 'Bloomberg World Hotel Index (Expedia rates, 3★ and up), reported by Ynetnews (2014)';
const bloomberg2014Url = 'http://www.ynetnews.com/articles/0,7340,L-4526358,00.html';
const bloomberg2015 = 'Bloomberg hotel index of financial centres (Expedia rates), 2015';
const bloomberg2015Url = 'http://travelingcynthia.blogspot.com/2015/07/worlds-priciest-hotels.html';
const trivago2015 = 'trivago average nightly price 2015, reported by LIGA.net after the Daily Mail';
const trivago2015Url = 'https://news.liga.net/world/news/reyting_samykh_dorogikh_i_deshevykh_stolits_evropy';
const hrs2011 = 'HRS average room price 2011, reported by Handelszeitung';
const hrs2011Url = 'https://handelszeitung.ch/unternehmen/so-teuer-sind-die-zurcher-hotels';

export const publishedHotelRates: readonly PublishedHotelRate[] = [
  {
    cityCode: 'NYC',
    usd: 318,
    published: 'ADR above US$318 in 2024',
    source: 'HVS Hotel Valuation Index 2025, New York market',
    url: 'https://hvi.hvs.com/market/united-states/New_York',
    kind: 'dear',
  },
  {
    cityCode: 'LON',
    usd: 245,
    published: 'ADR US$245',
    source: strCostar2023,
    url: strCostar2023Url,
    kind: 'dear',
  },
  {
    cityCode: 'PAR',
    usd: 360,
    published: 'ADR US$360',
    source: strCostar2023,
    url: strCostar2023Url,
    kind: 'dear',
  },
  {
    cityCode: 'ROM',
    usd: 254,
    published: 'ADR US$254',
    source: strCostar2023,
    url: strCostar2023Url,
    kind: 'dear',
  },
  {
    cityCode: 'MIL',
    usd: 220,
    published: 'ADR US$220',
    source: strCostar2023,
    url: strCostar2023Url,
    kind: 'dear',
  },
  {
    cityCode: 'TYO',
    usd: 177,
    published: 'average room rate US$177.30',
    source: strFiscal2023,
    url: strFiscal2023Url,
    kind: 'dear',
  },
  {
    cityCode: 'SIN',
    usd: 251,
    published: 'average room rate US$250.90',
    source: strFiscal2023,
    url: strFiscal2023Url,
    kind: 'dear',
  },
  {
    cityCode: 'DXB',
    usd: 196,
    published: 'ADR AED 720, first half of 2024 (AED 3.6725 per US$)',
    source: 'Cavendish Maxwell hospitality report on STR data, reported by CTBUH',
    url: 'https://www.ctbuh.org/news/dubais-hotel-market-sees-significant-growth-in-first-half-of-2024',
    kind: 'dear',
  },
  {
    cityCode: 'SYD',
    usd: 163,
    published: 'ADR AUD 247.70, April 2024 (US$0.66 per AUD)',
    source: 'CoStar preliminary data, reported by TTR Weekly',
    url: 'https://www.ttrweekly.com/site/2024/05/sydney-hotels-report-april-gains/',
    kind: 'dear',
  },
  {
    cityCode: 'ZRH',
    usd: 230,
    published: '€203.90 (US$1.13 per €)',
    source: pwc2017,
    url: pwc2017Url,
    kind: 'dear',
  },
  {
    cityCode: 'GVA',
    usd: 274,
    published: '€242.90 (US$1.13 per €)',
    source: pwc2017,
    url: pwc2017Url,
    kind: 'dear',
  },
  {
    cityCode: 'FRA',
    usd: 138,
    published: '€122.10 (US$1.13 per €)',
    source: `${pwc2017}, reported by Hamburger Abendblatt`,
    url: 'https://www.abendblatt.de/reise/article214080319/In-Genf-sind-die-Hotels-europaweit-am-teuersten.html',
    kind: 'dear',
  },
  {
    cityCode: 'HKG',
    usd: 171,
    published: 'ADR HK$1,332 in 2024 (HK$7.8 per US$)',
    source: 'Hong Kong hotel market review 2024, reported by MyLuxePro',
    url: 'https://myluxepro.com/hong-kong-s-tourism-surge-faces-industry-challenges-in-2024',
    kind: 'dear',
  },
  {
    cityCode: 'TLV',
    usd: 262,
    published: 'ADR ILS 939.40, January–October 2018 (ILS 3.59 per US$)',
    source: 'STR, reported by Hotel News Now',
    url: 'http://hotelnewsnow.com/articles/291646/STR-Israel-hotel-performance-booming-due-to-higher-ADR',
    kind: 'dear',
  },
  {
    cityCode: 'DUB',
    usd: 184,
    published: 'ADR €155.75, Q2 2018 (US$1.18 per €)',
    source: 'STR, reported by Hospitality Ireland',
    url: 'https://www.hospitalityireland.com/hotel/rooms-rate-reach-record-high-dublin-62795',
    kind: 'dear',
  },
  {
    cityCode: 'CPH',
    usd: 167,
    published: 'ADR DKK 1,150 in 2023 (DKK 6.89 per US$)',
    source: 'WifiTalents Copenhagen hospitality statistics',
    url: 'https://wifitalents.com/copenhagen-hospitality-industry-statistics',
    kind: 'dear',
  },
  {
    cityCode: 'AMS',
    usd: 189,
    published: '€142 average paid, first half of 2014 (US$1.33 per €)',
    source: 'Hotels.com Hotel Price Index, reported by NL Times',
    url: 'https://nltimes.nl/2014/09/02/dutch-hotel-prices-rise',
    kind: 'dear',
  },
  {
    cityCode: 'OSL',
    usd: 132,
    published: '€119 (US$1.11 per €)',
    source: hrs2015,
    url: hrs2015Url,
    kind: 'dear',
  },
  {
    cityCode: 'STO',
    usd: 105,
    published: '€95 (US$1.11 per €)',
    source: hrs2015,
    url: hrs2015Url,
    kind: 'dear',
  },
  {
    cityCode: 'BOS',
    usd: 305,
    published: '€275 (US$1.11 per €)',
    source: hrs2015,
    url: hrs2015Url,
    kind: 'dear',
  },
  {
    cityCode: 'EDI',
    usd: 241,
    published: 'US$241',
    source: bloomberg2014,
    url: bloomberg2014Url,
    kind: 'dear',
  },
  {
    cityCode: 'KWI',
    usd: 253,
    published: 'US$253',
    source: bloomberg2014,
    url: bloomberg2014Url,
    kind: 'dear',
  },
  {
    cityCode: 'MIA',
    usd: 245,
    published: 'US$245',
    source: bloomberg2014,
    url: bloomberg2014Url,
    kind: 'dear',
  },
  {
    cityCode: 'CHI',
    usd: 240,
    published: 'US$240',
    source: bloomberg2015,
    url: bloomberg2015Url,
    kind: 'dear',
  },
  {
    cityCode: 'WAS',
    usd: 282,
    published: 'US$282 average room price',
    source: 'HRS via Statista, reported by The New Barcelona Post',
    url: 'https://www.thenewbarcelonapost.net/the-cities-with-the-most-expensive-hotels/',
    kind: 'dear',
  },
  {
    cityCode: 'BCN',
    usd: 180,
    published: '€171.10 average room price, August 2022 (US$1.05 per €)',
    source: 'KPMG, reported by Tourism Review',
    url: 'https://tourism-review.com/hotel-prices-in-pairs-went-up-but-tourists-come-anyway-news12779',
    kind: 'dear',
  },
  {
    cityCode: 'REK',
    usd: 218,
    published: 'US$218 average hotel cost',
    source: 'MSN Money, reported by Realty Today (2015)',
    url: 'https://realtytoday.com/articles/36975/20150921/five-hotels-with-the-most-expensive-rates.htm',
    kind: 'dear',
  },
  {
    cityCode: 'BRN',
    usd: 219,
    published: 'US$219',
    source: trivago2015,
    url: trivago2015Url,
    kind: 'dear',
  },
  {
    cityCode: 'SOF',
    usd: 67,
    published: 'US$67',
    source: trivago2015,
    url: trivago2015Url,
    kind: 'cheap',
  },
  {
    cityCode: 'SKP',
    usd: 70,
    published: 'US$70',
    source: trivago2015,
    url: trivago2015Url,
    kind: 'cheap',
  },
  {
    cityCode: 'SJJ',
    usd: 74,
    published: 'US$74',
    source: trivago2015,
    url: trivago2015Url,
    kind: 'cheap',
  },
  {
    cityCode: 'BUD',
    usd: 85,
    published: 'US$85',
    source: bloomberg2015,
    url: bloomberg2015Url,
    kind: 'cheap',
  },
  {
    cityCode: 'HAN',
    usd: 62,
    published: 'US$62',
    source: bloomberg2014,
    url: bloomberg2014Url,
    kind: 'cheap',
  },
  {
    cityCode: 'BKK',
    usd: 80,
    published: 'mid-range ADR THB 2,800 in 2023 (THB 35 per US$)',
    source: 'WorldMetrics Bangkok hotel industry statistics',
    url: 'https://worldmetrics.org/bangkok-hotel-industry-statistics',
    kind: 'cheap',
  },
  {
    cityCode: 'KUL',
    usd: 72,
    published: '€52 (US$1.39 per €)',
    source: hrs2011,
    url: hrs2011Url,
    kind: 'cheap',
  },
  {
    cityCode: 'BJS',
    usd: 78,
    published: '€56 (US$1.39 per €)',
    source: hrs2011,
    url: hrs2011Url,
    kind: 'cheap',
  },
];

const rateByCity: ReadonlyMap<string, number> = new Map(
  publishedHotelRates.map((rate) => [rate.cityCode, rate.usd]),
);

/** The published mid-range nightly rate of a city, in US dollars, or undefined for a city not listed. */
export function publishedMidRangeUsd(cityCode: string): number | undefined {
  return rateByCity.get(cityCode);
}
