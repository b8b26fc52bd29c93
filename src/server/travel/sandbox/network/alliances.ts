/**
 * The three airline alliances, by member among the sandbox's carriers: a connection at a hub may fly the hub's
 * airline or a partner of its alliance based at the other end (Warsaw → Frankfurt on LOT, then Lufthansa).
 * From the alliances' member lists, https://www.staralliance.com/en/member-airlines,
 * https://www.skyteam.com/en/about/member-airlines, https://www.oneworld.com/members (read November 2026;
 * facts). SAS is SkyTeam's since 2024; ITA Airways and Asiana, between alliances, are left out.
 */
export const alliances: Readonly<Record<string, readonly string[]>> = {
  star: [
    'LH',
    'LX',
    'OS',
    'SN',
    'LO',
    'TK',
    'TP',
    'A3',
    'AC',
    'UA',
    'NH',
    'SQ',
    'AI',
    'TG',
    'ET',
    'MS',
    'SA',
    'CA',
    'CM',
    'AV',
    'NZ',
  ],
  skyteam: ['AF', 'KL', 'DL', 'SK', 'KE', 'MU', 'VN', 'GA', 'CI', 'AM', 'KQ', 'SV', 'AR'],
  oneworld: ['BA', 'IB', 'AY', 'AA', 'AS', 'QF', 'JL', 'CX', 'QR', 'MH', 'RJ', 'AT', 'FJ'],
};

const allianceOf: ReadonlyMap<string, string> = new Map(
  Object.entries(alliances).flatMap(([alliance, members]) =>
    members.map((code) => [code, alliance] as const),
  ),
);

/** Whether two carriers are the same or partners in one alliance. */
export const arePartners = (first: string, second: string): boolean => {
  if (first === second) return true;
  const alliance = allianceOf.get(first);
  return alliance !== undefined && alliance === allianceOf.get(second);
};
