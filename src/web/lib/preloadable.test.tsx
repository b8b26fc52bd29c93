import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

describe('preloadable', () => {
  it('suspends while the code loads, then renders it', async () => {
    const { Component } = preloadable(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Hello Ana 0' })).toBeDefined();
  });

  it('renders at once, with no fallback, once preloaded; loads the code once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadable(load);
    await Promise.all([preload(), preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hello Ana 0' })).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a mounted component (and its state) when it re-renders after the code arrived', async () => {
    const { Component } = preloadable(() => Promise.resolve(Greeting));
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ana" />
      </Suspense>,
    );
    (await screen.findByRole('button')).click();
    await screen.findByRole('button', { name: 'Hello Ana 1' });
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Bo" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hello Bo 1' })).toBeDefined();
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(Greeting);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
