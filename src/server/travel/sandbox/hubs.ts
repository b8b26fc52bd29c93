/**
 * Connecting hubs and the carriers that connect there: a connection via FRA flies Lufthansa on both legs, via DXB
 * Emirates. The location search also ranks these airports first among a city's airports.
 */
export interface Hub {
  code: string;
  carriers: readonly string[];
}

export const hubs: readonly Hub[] = [
  { code: 'FRA', carriers: ['LH'] },
  { code: 'MUC', carriers: ['LH'] },
  { code: 'LHR', carriers: ['BA'] },
  { code: 'CDG', carriers: ['AF'] },
  { code: 'AMS', carriers: ['KL'] },
  { code: 'IST', carriers: ['TK'] },
  { code: 'MAD', carriers: ['IB'] },
  { code: 'ZRH', carriers: ['LX'] },
  { code: 'VIE', carriers: ['OS'] },
  { code: 'HEL', carriers: ['AY'] },
  { code: 'CPH', carriers: ['SK'] },
  { code: 'DXB', carriers: ['EK'] },
  { code: 'DOH', carriers: ['QR'] },
  { code: 'AUH', carriers: ['EY'] },
  { code: 'JFK', carriers: ['DL', 'AA'] },
  { code: 'ORD', carriers: ['UA', 'AA'] },
  { code: 'ATL', carriers: ['DL'] },
  { code: 'DFW', carriers: ['AA'] },
  { code: 'LAX', carriers: ['AA', 'UA', 'DL'] },
  { code: 'MIA', carriers: ['AA'] },
  { code: 'YYZ', carriers: ['AC'] },
  { code: 'MEX', carriers: ['AM'] },
  { code: 'PTY', carriers: ['CM'] },
  { code: 'BOG', carriers: ['AV'] },
  { code: 'SCL', carriers: ['LA'] },
  { code: 'LIM', carriers: ['LA'] },
  { code: 'GRU', carriers: ['LA'] },
  { code: 'SIN', carriers: ['SQ'] },
  { code: 'HKG', carriers: ['CX'] },
  { code: 'ICN', carriers: ['KE'] },
  { code: 'HND', carriers: ['NH', 'JL'] },
  { code: 'PEK', carriers: ['CA'] },
  { code: 'PVG', carriers: ['MU'] },
  { code: 'BKK', carriers: ['TG'] },
  { code: 'DEL', carriers: ['AI'] },
  { code: 'ADD', carriers: ['ET'] },
  { code: 'JNB', carriers: ['SA'] },
  { code: 'NBO', carriers: ['KQ'] },
  { code: 'CAI', carriers: ['MS'] },
  { code: 'CMN', carriers: ['AT'] },
  { code: 'SYD', carriers: ['QF'] },
  { code: 'AKL', carriers: ['NZ'] },
];

export const hubByCode: ReadonlyMap<string, Hub> = new Map(hubs.map((hub) => [hub.code, hub]));
