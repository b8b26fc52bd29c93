import type { Region } from '../../../core/world-regions';

/**
 * Real carriers by region, with the countries their networks fly from and what their fleets can reach. Who flies
 * which leg is leg-carriers.ts's rule.
 */
export interface Carrier {
  code: string;
  /** Home countries (ISO codes), or a low-cost carrier's base countries: every route it flies touches one. */
  countries: readonly string[];
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
    { code: 'LH', countries: ['DE'] },
    { code: 'AF', countries: ['FR'] },
    { code: 'KL', countries: ['NL'] },
    { code: 'BA', countries: ['GB'] },
    { code: 'IB', countries: ['ES'] },
    { code: 'AZ', countries: ['IT'] },
    { code: 'LX', countries: ['CH'] },
    { code: 'OS', countries: ['AT'] },
    { code: 'SK', countries: ['SE', 'DK', 'NO'] },
    { code: 'AY', countries: ['FI'] },
    { code: 'TP', countries: ['PT'] },
    { code: 'LO', countries: ['PL'] },
    { code: 'JU', countries: ['RS'] },
    { code: 'TK', countries: ['TR'] },
    { code: 'A3', countries: ['GR', 'CY'], narrowBodyOnly: true },
    { code: 'EI', countries: ['IE'] },
    { code: 'SN', countries: ['BE'] },
    { code: 'SU', countries: ['RU'] },
    { code: 'PS', countries: ['UA'], narrowBodyOnly: true },
    {
      code: 'FR',
      countries: ['IE', 'GB', 'ES', 'IT', 'PT', 'PL', 'BE', 'DE', 'MT', 'GR', 'CY', 'AT', 'SE', 'CZ', 'HR'],
      shortHaul: true,
      lowCost: true,
    },
    {
      code: 'U2',
      countries: ['GB', 'CH', 'FR', 'IT', 'PT', 'ES', 'NL', 'DE', 'AT'],
      shortHaul: true,
      lowCost: true,
    },
    {
      code: 'W6',
      countries: [
        'HU',
        'PL',
        'RO',
        'BG',
        'RS',
        'MK',
        'AL',
        'BA',
        'GE',
        'LT',
        'LV',
        'SK',
        'MD',
        'IT',
        'GB',
        'AT',
      ],
      shortHaul: true,
      lowCost: true,
    },
    { code: 'VY', countries: ['ES', 'IT', 'FR'], shortHaul: true, lowCost: true },
  ],
  'north-america': [
    { code: 'AA', countries: ['US'] },
    { code: 'UA', countries: ['US'] },
    { code: 'DL', countries: ['US'] },
    { code: 'AC', countries: ['CA'] },
    { code: 'WS', countries: ['CA'], shortHaul: true },
    { code: 'AS', countries: ['US'], shortHaul: true },
    { code: 'B6', countries: ['US'], shortHaul: true, lowCost: true },
    { code: 'WN', countries: ['US'], shortHaul: true, lowCost: true },
  ],
  'latin-america': [
    { code: 'LA', countries: ['CL', 'BR', 'PE', 'CO', 'EC'] },
    { code: 'AV', countries: ['CO', 'SV', 'CR'] },
    { code: 'CM', countries: ['PA'], narrowBodyOnly: true },
    { code: 'AM', countries: ['MX'] },
    { code: 'AR', countries: ['AR'] },
    { code: 'G3', countries: ['BR'], shortHaul: true, lowCost: true },
  ],
  'middle-east': [
    { code: 'EK', countries: ['AE'] },
    { code: 'QR', countries: ['QA'] },
    { code: 'EY', countries: ['AE'] },
    { code: 'SV', countries: ['SA'] },
    { code: 'RJ', countries: ['JO'] },
    { code: 'GF', countries: ['BH'] },
  ],
  asia: [
    { code: 'SQ', countries: ['SG'] },
    { code: 'CX', countries: ['HK'] },
    { code: 'NH', countries: ['JP'] },
    { code: 'JL', countries: ['JP'] },
    { code: 'KE', countries: ['KR'] },
    { code: 'OZ', countries: ['KR'] },
    { code: 'CA', countries: ['CN'] },
    { code: 'MU', countries: ['CN'] },
    { code: 'CZ', countries: ['CN'] },
    { code: 'AI', countries: ['IN'] },
    { code: 'TG', countries: ['TH'] },
    { code: 'MH', countries: ['MY'] },
    { code: 'GA', countries: ['ID'] },
    { code: 'PR', countries: ['PH'] },
    { code: 'VN', countries: ['VN'] },
    { code: 'CI', countries: ['TW'] },
    { code: 'KC', countries: ['KZ'] },
    { code: '6E', countries: ['IN'], shortHaul: true, lowCost: true },
    { code: 'AK', countries: ['MY', 'TH', 'ID', 'PH'], shortHaul: true, lowCost: true },
  ],
  africa: [
    { code: 'ET', countries: ['ET'] },
    { code: 'SA', countries: ['ZA'] },
    { code: 'KQ', countries: ['KE'] },
    { code: 'MS', countries: ['EG'] },
    { code: 'AT', countries: ['MA'] },
    { code: 'WB', countries: ['RW'] },
    { code: 'AH', countries: ['DZ'] },
    { code: 'TU', countries: ['TN'] },
  ],
  oceania: [
    { code: 'QF', countries: ['AU'] },
    { code: 'NZ', countries: ['NZ'] },
    { code: 'FJ', countries: ['FJ'] },
    { code: 'VA', countries: ['AU'], shortHaul: true },
    { code: 'JQ', countries: ['AU', 'NZ'], shortHaul: true, lowCost: true },
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
