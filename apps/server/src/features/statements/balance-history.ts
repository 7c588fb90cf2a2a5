const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day (YYYY-MM-DD) of an instant. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The `days` UTC days ending with the day of `nowMs`, oldest first. */
export function lastDays(nowMs: number, days: number): string[] {
  const today = Date.parse(`${utcDay(nowMs)}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, index) => utcDay(today - (days - 1 - index) * DAY_MS));
}

/**
 * Each day's closing balance: the opening balance plus every day's net movement so far. A day
 * without movements closes where the day before did.
 */
export function closingBalances(
  days: readonly string[],
  opening: bigint,
  byDay: ReadonlyMap<string, bigint>,
): Array<{ date: string; balance: bigint }> {
  let balance = opening;
  return days.map((date) => {
    balance += byDay.get(date) ?? 0n;
    return { date, balance };
  });
}
