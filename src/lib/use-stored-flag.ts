import { useCallback, useState } from 'react';

/** A boolean preference kept in localStorage under the given key. */
export function useStoredFlag(key: string, initial = false): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      localStorage.setItem(key, String(next));
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
