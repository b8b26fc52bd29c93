import { format } from 'node:util';

type ConsoleError = (...args: unknown[]) => void;

export interface ConsoleErrorGuard {
  /** Throws, naming `during` and showing what was logged, if console.error was called unexpectedly since the last check. */
  check(during: string): void;
  /** Puts back the console.error the guard replaced. */
  release(): void;
}

/**
 * Records every `target.error` call a test does not expect, still printing it. A test expects the calls while it has
 * put its own function on `target.error`: `vi.spyOn(console, 'error')` wraps the recorder, so calls reach it through
 * the spy and are only forwarded.
 */
export function guardConsoleError(target: { error: ConsoleError }): ConsoleErrorGuard {
  const original = target.error;
  let unexpected: unknown[][] = [];
  const recorder: ConsoleError = (...args) => {
    if (target.error === recorder) unexpected.push(args);
    original.apply(target, args);
  };
  target.error = recorder;

  return {
    check(during) {
      if (unexpected.length === 0) return;
      const calls = unexpected;
      unexpected = [];
      const logged = calls.map((args, index) => `  ${index + 1}. ${format(...args)}`).join('\n');
      throw new Error(
        `console.error was called during ${during}, which does not expect it:\n${logged}\n` +
          "Fix the cause, or, if the test provokes the error on purpose, spy on it in the test (vi.spyOn(console, 'error')) and assert on the calls.",
      );
    },
    release() {
      if (target.error === recorder) target.error = original;
    },
  };
}
