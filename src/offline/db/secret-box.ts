import type { AppDb } from './app-db';

const KEY_NAME = 'outbox-secrets';

/**
 * Encrypts the few secret fields a queued submission must keep (its password) with AES-GCM. The key is
 * generated non-extractable and stored in IndexedDB as a CryptoKey, so script can use it but never read it out.
 */
async function secretKey(db: AppDb): Promise<CryptoKey> {
  const existing = await db.keys.get(KEY_NAME);
  if (existing) return existing.key;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await db.keys.put({ name: KEY_NAME, key });
  return key;
}

export async function sealSecrets(db: AppDb, secrets: Record<string, string>) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(secrets));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await secretKey(db), plain);
  return { iv, data };
}

export async function openSecrets(
  db: AppDb,
  sealed: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer },
): Promise<Record<string, string>> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv },
    await secretKey(db),
    sealed.data,
  );
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, string>;
}
