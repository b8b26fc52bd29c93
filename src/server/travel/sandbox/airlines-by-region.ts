import type { Region } from '../../../core/world-regions';

/**
 * Real carriers by region, with their home country and what their fleets can reach; the airports they fly from
 * are network/carrier-bases.ts. Who flies which leg is leg-carriers.ts's rule.
 */
export interface Carrier {
  code: string;
  /** The country whose flag it flies (ISO code): bans apply by it. Its airports are in network/carrier-bases.ts. */
  home: string;
  /** Flies only within its region and at most `shortHaulMaxKm`: low-cost and regional carriers. */
  shortHaul?: boolean;
  /** Cheaper fares. */
  lowCost?: boolean;
  /** A network carrier without wide-body aircraft: flies at most `narrowBodyRangeKm`. */
  narrowBodyOnly?: boolean;
}

/** Low-cost and regional carriers stay under about five and a half hours. */
export const shortHaulMaxKm = 4_500;
/** An A321LR or 737 MAX with a full cabin. */
export const narrowBodyRangeKm = 6_000;
/** The longest scheduled flights (Singapore–New York) are about 15,300 km. */
export const wideBodyRangeKm = 16_000;

export const carriersByRegion: Readonly<Record<Region, readonly Carrier[]>> = {
  europe: [
    { code: 'LH', home: 'DE' },
    { code: 'AF', home: 'FR' },
    { code: 'KL', home: 'NL' },
    { code: 'BA', home: 'GB' },
    { code: 'IB', home: 'ES' },
    { code: 'AZ', home: 'IT' },
    { code: 'LX', home: 'CH' },
    { code: 'OS', home: 'AT' },
    { code: 'SK', home: 'SE' },
    { code: 'AY', home: 'FI' },
    { code: 'TP', home: 'PT' },
    { code: 'LO', home: 'PL' },
    { code: 'JU', home: 'RS' },
    { code: 'TK', home: 'TR' },
    { code: 'A3', home: 'GR', narrowBodyOnly: true },
    { code: 'EI', home: 'IE' },
    { code: 'SN', home: 'BE' },
    { code: 'SU', home: 'RU' },
    { code: 'PS', home: 'UA', narrowBodyOnly: true },
    {
      code: 'FR',
      home: 'IE',
      shortHaul: true,
      lowCost: true,
    },
    {
      code: 'U2',
      home: 'GB',
      shortHaul: true,
      lowCost: true,
    },
    {
      code: 'W6',
      home: 'HU',
      shortHaul: true,
      lowCost: true,
    },
    { code: 'VY', home: 'ES', shortHaul: true, lowCost: true },
    { code: 'PC', home: 'TR', shortHaul: true, lowCost: true },
  ],
  'north-america': [
    { code: 'AA', home: 'US' },
    { code: 'UA', home: 'US' },
    { code: 'DL', home: 'US' },
    { code: 'AC', home: 'CA' },
    { code: 'WS', home: 'CA', shortHaul: true },
    { code: 'AS', home: 'US', shortHaul: true },
    { code: 'B6', home: 'US', shortHaul: true, lowCost: true },
    { code: 'WN', home: 'US', shortHaul: true, lowCost: true },
  ],
  'latin-america': [
    { code: 'LA', home: 'CL' },
    { code: 'AV', home: 'CO' },
    { code: 'CM', home: 'PA', narrowBodyOnly: true },
    { code: 'AM', home: 'MX' },
    { code: 'AR', home: 'AR' },
    { code: 'G3', home: 'BR', shortHaul: true, lowCost: true },
  ],
  'middle-east': [
    { code: 'EK', home: 'AE' },
    { code: 'QR', home: 'QA' },
    { code: 'EY', home: 'AE' },
    { code: 'SV', home: 'SA' },
    { code: 'RJ', home: 'JO' },
    { code: 'GF', home: 'BH' },
  ],
  asia: [
    { code: 'SQ', home: 'SG' },
    { code: 'CX', home: 'HK' },
    { code: 'NH', home: 'JP' },
    { code: 'JL', home: 'JP' },
    { code: 'KE', home: 'KR' },
    { code: 'OZ', home: 'KR' },
    { code: 'CA', home: 'CN' },
    { code: 'MU', home: 'CN' },
    { code: 'CZ', home: 'CN' },
    { code: 'AI', home: 'IN' },
    { code: 'TG', home: 'TH' },
    { code: 'MH', home: 'MY' },
    { code: 'GA', home: 'ID' },
    { code: 'PR', home: 'PH' },
    { code: 'VN', home: 'VN' },
    { code: 'CI', home: 'TW' },
    { code: 'KC', home: 'KZ' },
    { code: '6E', home: 'IN', shortHaul: true, lowCost: true },
    { code: 'AK', home: 'MY', shortHaul: true, lowCost: true },
  ],
  africa: [
    { code: 'ET', home: 'ET' },
    { code: 'SA', home: 'ZA' },
    { code: 'KQ', home: 'KE' },
    { code: 'MS', home: 'EG' },
    { code: 'AT', home: 'MA' },
    { code: 'WB', home: 'RW' },
    { code: 'AH', home: 'DZ' },
    { code: 'TU', home: 'TN' },
  ],
  oceania: [
    { code: 'QF', home: 'AU' },
    { code: 'NZ', home: 'NZ' },
    { code: 'FJ', home: 'FJ' },
    { code: 'VA', home: 'AU', shortHaul: true },
    { code: 'JQ', home: 'AU', shortHaul: true, lowCost: true },
  ],
};

export const allCarriers: readonly Carrier[] = Object.values(carriersByRegion).flat();

const carrierByCode = new Map(allCarriers.map((carrier) => [carrier.code, carrier]));

export const regionOfCarrier: ReadonlyMap<string, Region> = new Map(
  Object.entries(carriersByRegion).flatMap(([region, carriers]) =>
    carriers.map((carrier) => [carrier.code, region as Region] as const),
  ),
);

export function isLowCost(code: string): boolean {
  return carrierByCode.get(code)?.lowCost === true;
}

/** The longest leg the carrier's fleet and network fly. */
export function rangeKm(carrier: Carrier): number {
  if (carrier.shortHaul) return shortHaulMaxKm;
  return carrier.narrowBodyOnly ? narrowBodyRangeKm : wideBodyRangeKm;
}

/** The carrier with this code, for the hubs' carriers (hubs.ts names them by code). */
export function carrierOf(code: string): Carrier | undefined {
  return carrierByCode.get(code);
}
