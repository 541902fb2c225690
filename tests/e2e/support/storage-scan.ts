import type { Page } from '@playwright/test';

/**
 * Everything the page can read from its own storage, as text: every IndexedDB database and store, localStorage,
 * sessionStorage and script-readable cookies. Blobs are listed by size only.
 */
export async function dumpClientStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const replacer = (_key: string, value: unknown) =>
      value instanceof Blob
        ? `[blob ${value.size}]`
        : value instanceof ArrayBuffer
          ? `[bytes ${value.byteLength}]`
          : value;
    const parts: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
    ];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(`${info.name}/${store}: ${JSON.stringify(rows, replacer)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });
}
