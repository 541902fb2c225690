import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResource } from './use-resource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useResource', () => {
  it('ignores a slow answer for an older key', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loads: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(({ key }) => useResource(key, () => loads[key]!), {
      initialProps: { key: 'a' },
    });
    expect(result.current.loading).toBe(true);
    rerender({ key: 'b' });
    await act(async () => second.resolve('answer for b'));
    await act(async () => first.resolve('late answer for a'));
    expect(result.current).toMatchObject({ data: 'answer for b', loading: false });
  });

  it('reports a failure and loads again on reload', async () => {
    let attempt = 0;
    const { result } = renderHook(() =>
      useResource('k', () => (attempt++ === 0 ? Promise.reject(new Error('down')) : Promise.resolve('up'))),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('up'));
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the previous answer while a new key loads, when asked to', async () => {
    const next = deferred<string>();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useResource(key, () => (key === 'p1' ? Promise.resolve('page 1') : next.promise), {
          keepPrevious: true,
        }),
      { initialProps: { key: 'p1' } },
    );
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    rerender({ key: 'p2' });
    expect(result.current).toMatchObject({ data: 'page 1', loading: true });
    await act(async () => next.resolve('page 2'));
    expect(result.current).toMatchObject({ data: 'page 2', loading: false });
  });
});
