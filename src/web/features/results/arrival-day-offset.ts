const dayMs = 86_400_000;

/** Calendar days from departure to arrival ('2026-12-01T22:10' → '2026-12-02T06:05' is 1), read as local dates. */
export function arrivalDayOffset(departureAt: string, arrivalAt: string): number {
  const day = (isoLocal: string) => Date.parse(`${isoLocal.slice(0, 10)}T00:00:00Z`);
  const offset = Math.round((day(arrivalAt) - day(departureAt)) / dayMs);
  return Number.isFinite(offset) ? offset : 0;
}
