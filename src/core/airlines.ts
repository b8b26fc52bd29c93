/**
 * Airline names by IATA code: the seven product.md §3 names, plus every carrier the sandbox flies and others the
 * Amadeus test environment commonly returns. Other codes are shown raw (product.md §3).
 */
export const airlineNames: Readonly<Record<string, string>> = {
  AA: 'American Airlines',
  BA: 'British Airways',
  LH: 'Lufthansa',
  AF: 'Air France',
  KL: 'KLM',
  UA: 'United Airlines',
  DL: 'Delta Air Lines',
  EK: 'Emirates',
  QR: 'Qatar Airways',
  TK: 'Turkish Airlines',
  LX: 'Swiss International Air Lines',
  OS: 'Austrian Airlines',
  SK: 'SAS',
  AY: 'Finnair',
  IB: 'Iberia',
  VY: 'Vueling',
  FR: 'Ryanair',
  U2: 'easyJet',
  W6: 'Wizz Air',
  JU: 'Air Serbia',
  LO: 'LOT Polish Airlines',
  AZ: 'ITA Airways',
  TP: 'TAP Air Portugal',
  EI: 'Aer Lingus',
  AC: 'Air Canada',
  WS: 'WestJet',
  AS: 'Alaska Airlines',
  B6: 'JetBlue',
  WN: 'Southwest Airlines',
  NH: 'ANA',
  JL: 'Japan Airlines',
  SQ: 'Singapore Airlines',
  CX: 'Cathay Pacific',
  QF: 'Qantas',
  NZ: 'Air New Zealand',
  ET: 'Ethiopian Airlines',
  MS: 'EgyptAir',
  SA: 'South African Airways',
  LA: 'LATAM Airlines',
  AV: 'Avianca',
  AM: 'Aeroméxico',
  CM: 'Copa Airlines',
  KE: 'Korean Air',
  OZ: 'Asiana Airlines',
  CA: 'Air China',
  MU: 'China Eastern Airlines',
  CZ: 'China Southern Airlines',
  AI: 'Air India',
  '6E': 'IndiGo',
  EY: 'Etihad Airways',
  SV: 'Saudia',
  A3: 'Aegean Airlines',
  SN: 'Brussels Airlines',
  PS: 'Ukraine International Airlines',
  PC: 'Pegasus Airlines',
  SU: 'Aeroflot',
  TG: 'Thai Airways',
  MH: 'Malaysia Airlines',
  GA: 'Garuda Indonesia',
  PR: 'Philippine Airlines',
  VN: 'Vietnam Airlines',
  CI: 'China Airlines',
  KC: 'Air Astana',
  AK: 'AirAsia',
  KQ: 'Kenya Airways',
  AT: 'Royal Air Maroc',
  WB: 'RwandAir',
  AH: 'Air Algérie',
  TU: 'Tunisair',
  FJ: 'Fiji Airways',
  VA: 'Virgin Australia',
  JQ: 'Jetstar',
  G3: 'Gol',
  AR: 'Aerolíneas Argentinas',
  RJ: 'Royal Jordanian',
  GF: 'Gulf Air',
};

function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The airline's name for an IATA code (any case), or undefined for a code we do not know. */
export function airlineName(code: string): string | undefined {
  const key = normaliseCode(code);
  return Object.hasOwn(airlineNames, key) ? airlineNames[key] : undefined;
}

const codeByName = new Map(Object.entries(airlineNames).map(([code, name]) => [name.toLowerCase(), code]));

/** Two letters or digits with no spaces: an IATA code such as 'LH', 'U2' or '6E'. */
const iataCodePattern = /^[A-Z0-9]{2}$/;

/**
 * The two-character badge beside the airline on a deal card. An IATA code is its own badge ('LH', '6E'); a
 * known airline's name gives its code ('Delta Air Lines' → 'DL'); another name gives the initials of its first
 * two words ('Sky Express' → 'SE') or the first two letters of a single word ('Condor' → 'CO'). Blank gives ''.
 */
export function airlineInitials(codeOrName: string): string {
  const text = codeOrName.trim();
  if (iataCodePattern.test(text.toUpperCase())) return text.toUpperCase();
  const knownCode = codeByName.get(text.toLowerCase());
  if (knownCode) return knownCode;
  const [first = '', second = ''] = text.split(/[\s\-–/]+/).filter((word) => word.length > 0);
  const letters = second ? [Array.from(first)[0], Array.from(second)[0]] : Array.from(first).slice(0, 2);
  return letters.join('').toUpperCase();
}
