import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

const loader = () => vi.fn(() => Promise.resolve({ default: Greeting }));

function renderInSuspense(Component: (props: { name: string }) => React.ReactNode) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Component name="Ananya" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders a preloaded component at once, with no fallback step', async () => {
    const load = loader();
    const { Component, preload, isLoaded } = preloadableLazy(load);
    expect(isLoaded()).toBe(false);
    await preload();
    expect(isLoaded()).toBe(true);
    renderInSuspense(Component);
    // Synchronously there: nothing suspended.
    expect(screen.getByRole('heading', { name: 'Hello Ananya' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when mounted before its code has loaded', async () => {
    const { Component } = preloadableLazy(loader());
    renderInSuspense(Component);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello Ananya' })).toBeTruthy();
  });

  it('loads once however often it is preloaded, and tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const { preload, isLoaded } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('offline');
    await Promise.all([preload(), preload()]);
    expect(isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
