import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** Types `text` into the field, as one change. */
export function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

export function press(input: HTMLElement, key: string) {
  fireEvent.keyDown(input, { key });
}

/** Lets `ms` of fake time pass, with the fetch and React updates it triggers. */
export async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
