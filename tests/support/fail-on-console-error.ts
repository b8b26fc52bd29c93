import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { guardConsoleError } from './console-error-guard';

// A console.error no test asked for is a bug (a React warning, a crash caught and logged, a failed request), so it
// fails the test it happened in. First in every project's setupFiles, so its afterEach runs after all the others
// (hooks run as a stack) and sees what their cleanup logs.
const guard = guardConsoleError(console);

beforeEach(() => {
  guard.check("this file's imports and beforeAll hooks, or the late work of the previous test");
});

afterEach(() => {
  guard.check(`the test "${expect.getState().currentTestName ?? ''}"`);
});

afterAll(() => {
  try {
    guard.check("this file's afterAll hooks, or the late work of its last test");
  } finally {
    guard.release();
  }
});
