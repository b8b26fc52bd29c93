/**
 * Minimum connection times at the connecting hubs, in minutes: the shortest change of planes the airlines sell
 * (online connections, the usual terminal pair), rounded up to 5 minutes. From the hubs' and their airlines'
 * published minimums (e.g. Munich 30, Vienna 30, Frankfurt 45, Heathrow 60, Dubai 75; IATA's MCT tables are
 * not public, so the long-haul hubs take the commonly quoted figure). A hub not listed takes `defaultMinutes`.
 */
export const defaultConnectionMinutes = 60;

export const minConnectionMinutes: Readonly<Record<string, number>> = {
  FRA: 45,
  MUC: 30,
  LHR: 60,
  CDG: 60,
  AMS: 50,
  IST: 60,
  MAD: 45,
  ZRH: 40,
  VIE: 30,
  HEL: 35,
  CPH: 30,
  DXB: 75,
  DOH: 60,
  AUH: 60,
  JFK: 90,
  ORD: 60,
  ATL: 55,
  DFW: 50,
  LAX: 90,
  MIA: 60,
  YYZ: 60,
  MEX: 90,
  PTY: 45,
  BOG: 60,
  SCL: 60,
  LIM: 60,
  GRU: 75,
  SIN: 60,
  HKG: 60,
  ICN: 60,
  HND: 60,
  PEK: 90,
  PVG: 90,
  BKK: 60,
  DEL: 90,
  ADD: 60,
  JNB: 60,
  NBO: 60,
  CAI: 60,
  CMN: 60,
  SYD: 90,
  AKL: 60,
};

/** The shortest connection sold at this airport. */
export const connectionMinutesAt = (code: string): number =>
  minConnectionMinutes[code] ?? defaultConnectionMinutes;
