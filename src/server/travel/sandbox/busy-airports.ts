/**
 * Among the world's busiest airports by passengers, besides the hubs (hubs.ts). The location search ranks them
 * a little below hubs, standing in for Amadeus's traveller score: 'man' gives Manila and Manchester before Manama.
 */
const busyAirportsByRegion = {
  europe:
    'BCN FCO MXP LGW STN ORY DUB OSL ARN BRU LIS ATH PRG WAW BUD SVO DME LED MAN PMI AGP NCE DUS BER HAM GVA SAW AYT OTP',
  middleEastAndAfrica: 'TLV JED RUH CPT LOS',
  asia: 'BOM BLR MAA CCU HYD KUL CGK MNL SGN HAN TPE KIX CTS FUK NRT PUS CAN SZX CTU KMG XIY CKG PKX SHA DMK HKT',
  americas:
    'EWR LGA SFO SEA LAS PHX DEN IAH BOS MSP DTW PHL CLT MCO FLL SAN IAD YVR YUL GIG BSB SCL EZE CUN GDL',
  oceania: 'MEL BNE PER',
};

export const busyAirports: ReadonlySet<string> = new Set(
  Object.values(busyAirportsByRegion).join(' ').split(' '),
);
