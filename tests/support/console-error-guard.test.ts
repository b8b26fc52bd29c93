import { describe, expect, it, vi } from 'vitest';
import { guardConsoleError } from './console-error-guard';

// A console of its own, so these calls never reach the guard that the setup file puts on the real console.
function fakeConsole() {
  const printed = vi.fn<(...args: unknown[]) => void>();
  return { printed, target: { error: printed } };
}

describe('guardConsoleError', () => {
  it('fails the check with the logged arguments when nothing expects the call, and still prints it', () => {
    const { printed, target } = fakeConsole();
    const guard = guardConsoleError(target);

    target.error(
      'Each child in a list should have a unique "key" prop.%s',
      ' Check the render method of `List`.',
    );
    target.error(new Error('boom'));

    expect(() => guard.check('the test "lists things"')).toThrowError(
      /during the test "lists things".*\n {2}1\. Each child in a list should have a unique "key" prop\. Check the render method of `List`\.\n {2}2\. Error: boom/,
    );
    expect(printed).toHaveBeenCalledTimes(2);
  });

  it('passes the check when nothing was logged, and after a failed check has reported the calls', () => {
    const { target } = fakeConsole();
    const guard = guardConsoleError(target);

    expect(() => guard.check('a quiet test')).not.toThrow();
    target.error('once');
    expect(() => guard.check('a noisy test')).toThrow();
    expect(() => guard.check('the next test')).not.toThrow();
  });

  it('lets a test that spies on console.error expect the calls, silenced or printed', () => {
    const { printed, target } = fakeConsole();
    const guard = guardConsoleError(target);

    const silenced = vi.spyOn(target, 'error').mockImplementation(() => undefined);
    target.error('expected and silenced');
    expect(silenced).toHaveBeenCalledExactlyOnceWith('expected and silenced');
    silenced.mockRestore();

    const watched = vi.spyOn(target, 'error');
    target.error('expected and printed');
    expect(watched).toHaveBeenCalledExactlyOnceWith('expected and printed');
    watched.mockRestore();

    expect(() => guard.check('a test that expects its errors')).not.toThrow();
    expect(printed).toHaveBeenCalledExactlyOnceWith('expected and printed');

    target.error('after the spy is gone');
    expect(() => guard.check('a later test')).toThrowError(/after the spy is gone/);
  });

  it('puts the original console.error back on release', () => {
    const { printed, target } = fakeConsole();
    const guard = guardConsoleError(target);
    expect(target.error).not.toBe(printed);

    guard.release();

    expect(target.error).toBe(printed);
    target.error('unguarded');
    expect(() => guard.check('after release')).not.toThrow();
  });
});
