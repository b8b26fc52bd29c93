import type { Clock } from '../../clock';

/** The sandbox's "today" in tests: a fixed day some weeks before most tests' travel dates (March 2027 on). */
export const testQuoteDay = '2027-01-20';

/** Noon on the test quote day, so that no test's step of hours crosses a day boundary by accident. */
export const testSandboxClock: Clock = () => Date.parse(`${testQuoteDay}T12:00:00Z`);
