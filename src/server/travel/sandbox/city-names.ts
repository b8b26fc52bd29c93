/**
 * Cities people know an airport by where OurAirports names a district or a neighbouring town instead
 * (HKG 'Islands', KUL 'Sepang', IST 'Arnavutköy, Istanbul', BRN 'Bern-Belp'). The index uses these as the airport's city.
 */
export const cityNameByAirport: Readonly<Record<string, string>> = {
  ASU: 'Asunción',
  BRN: 'Bern',
  BRU: 'Brussels',
  CUN: 'Cancún',
  GDL: 'Guadalajara',
  GLA: 'Glasgow',
  HAN: 'Hanoi',
  HKG: 'Hong Kong',
  ISB: 'Islamabad',
  ISL: 'Istanbul',
  IST: 'Istanbul',
  KUL: 'Kuala Lumpur',
  MEX: 'Mexico City',
  MFM: 'Macau',
  MTY: 'Monterrey',
  MVD: 'Montevideo',
  NGO: 'Nagoya',
  PBM: 'Paramaribo',
  SAW: 'Istanbul',
  SHA: 'Shanghai',
  XIY: "Xi'an",
};
