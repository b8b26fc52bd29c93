/**
 * IATA metropolitan city codes that group several airports. OurAirports keywords carry most of them ('LON' on
 * Heathrow and Gatwick) but not all ('SAO', 'SEL', 'STO' are missing), so these are always known; the airports
 * listed here join the metro even without the keyword, main airport first.
 */
export interface KnownMetro {
  name: string;
  airports: readonly string[];
}

export const knownMetros: Readonly<Record<string, KnownMetro>> = {
  LON: { name: 'London', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  PAR: { name: 'Paris', airports: ['CDG', 'ORY', 'LBG'] },
  NYC: { name: 'New York', airports: ['JFK', 'EWR', 'LGA'] },
  TYO: { name: 'Tokyo', airports: ['HND', 'NRT'] },
  MIL: { name: 'Milan', airports: ['MXP', 'LIN', 'BGY'] },
  ROM: { name: 'Rome', airports: ['FCO', 'CIA'] },
  CHI: { name: 'Chicago', airports: ['ORD', 'MDW'] },
  WAS: { name: 'Washington', airports: ['IAD', 'DCA', 'BWI'] },
  MOW: { name: 'Moscow', airports: ['SVO', 'DME', 'VKO'] },
  STO: { name: 'Stockholm', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  BJS: { name: 'Beijing', airports: ['PEK', 'PKX'] },
  SEL: { name: 'Seoul', airports: ['ICN', 'GMP'] },
  OSA: { name: 'Osaka', airports: ['KIX', 'ITM'] },
  BUE: { name: 'Buenos Aires', airports: ['EZE', 'AEP'] },
  SAO: { name: 'São Paulo', airports: ['GRU', 'CGH', 'VCP'] },
  RIO: { name: 'Rio de Janeiro', airports: ['GIG', 'SDU'] },
  YTO: { name: 'Toronto', airports: ['YYZ', 'YTZ'] },
  YMQ: { name: 'Montréal', airports: ['YUL', 'YMX'] },
};
