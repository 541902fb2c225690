import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { SeedName } from './db/state';

/**
 * Which seed the mock database holds: the demo season, or the large campus for performance work (5,000 students,
 * 300 companies, a drive with 3,000 applicants). Chosen in the Mock API panel or from the URL (?mockSeed=large,
 * ?mockSeed=demo), remembered in localStorage; the store re-seeds when the choice and the stored seed differ.
 */
let chosen: SeedName = 'demo';

export function seedChoice(): SeedName {
  return chosen;
}

export function chooseSeed(name: SeedName): void {
  chosen = name;
  if (typeof localStorage === 'undefined') return;
  if (name === 'demo') localStorage.removeItem(STORAGE_KEYS.mockSeed);
  else localStorage.setItem(STORAGE_KEYS.mockSeed, name);
}

/** Reads the stored choice and any in the URL (URL wins). Browser only. */
export function loadSeedChoice(search: string): void {
  const fromUrl = new URLSearchParams(search).get('mockSeed');
  const stored = localStorage.getItem(STORAGE_KEYS.mockSeed);
  const wanted = fromUrl ?? stored;
  chooseSeed(wanted === 'large' ? 'large' : 'demo');
}
