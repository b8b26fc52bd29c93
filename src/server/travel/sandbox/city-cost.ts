import type { City } from './airport-data';
import { regionOf, type Region } from '../../../core/world-regions';
import { publishedMidRangeUsd } from './published-hotel-rates';

/**
 * What a mid-range room (the median standard room of a city's 3★ and 4★ hotels) costs a night, in US dollars
 * over a year's seasons: the published average where published-hotel-rates.ts lists the city, else a level
 * relative to a Western European city (1.0) — a few famously dear cities by code, else the country's, else the
 * region's — times the reference rate. Rough living-cost levels, enough to order cities sensibly.
 */

/**
 * A level-1.0 city's mid-range night: the geometric mean of published rate ÷ level over the listed cities
 * (US$149), so unlisted cities sit where the listed ones do.
 */
export const referenceMidRangeUsd = 150;

/** Dear cities without a published rate (those with one are priced by it). */
const expensiveCities: Readonly<Record<string, number>> = {
  MLE: 2.2,
  SFO: 1.8,
  VCE: 1.6,
  HNL: 1.6,
  LAX: 1.4,
};

const countryCost: Readonly<Record<string, number>> = {
  CH: 1.6,
  NO: 1.4,
  IS: 1.4,
  LU: 1.3,
  DK: 1.3,
  GB: 1.25,
  IE: 1.25,
  SE: 1.2,
  NL: 1.2,
  FI: 1.15,
  FR: 1.1,
  DE: 1.05,
  AT: 1.05,
  BE: 1.05,
  IT: 1.0,
  ES: 0.9,
  PT: 0.85,
  GR: 0.85,
  HR: 0.8,
  SI: 0.8,
  CZ: 0.7,
  PL: 0.65,
  HU: 0.65,
  SK: 0.65,
  TR: 0.65,
  RO: 0.6,
  RU: 0.6,
  ME: 0.6,
  BG: 0.55,
  RS: 0.55,
  BA: 0.5,
  MK: 0.5,
  AL: 0.5,
  UA: 0.45,
  US: 1.2,
  CA: 1.05,
  MX: 0.6,
  BR: 0.6,
  AR: 0.55,
  CL: 0.7,
  CO: 0.5,
  PE: 0.5,
  IL: 1.2,
  AE: 1.1,
  QA: 1.1,
  SA: 0.95,
  JP: 1.0,
  KR: 0.9,
  TW: 0.8,
  CN: 0.7,
  MY: 0.5,
  TH: 0.5,
  PH: 0.5,
  ID: 0.45,
  VN: 0.4,
  IN: 0.4,
  EG: 0.45,
  MA: 0.55,
  ZA: 0.6,
  KE: 0.55,
  AU: 1.1,
  NZ: 1.05,
};

const regionCost: Readonly<Record<Region, number>> = {
  europe: 0.9,
  'north-america': 1.1,
  'latin-america': 0.6,
  'middle-east': 0.9,
  asia: 0.6,
  africa: 0.55,
  oceania: 1.0,
};

function costLevel(city: City): number {
  const region = regionOf(city.countryCode, city.airports[0]?.continent ?? '');
  return expensiveCities[city.code] ?? countryCost[city.countryCode] ?? regionCost[region];
}

export function midRangeNightlyUsd(city: City): number {
  return publishedMidRangeUsd(city.code) ?? referenceMidRangeUsd * costLevel(city);
}
