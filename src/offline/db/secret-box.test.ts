import { afterEach, describe, expect, it } from 'vitest';
import { openAppDb } from './app-db';
import { openSecrets, sealSecrets } from './secret-box';

describe('secret box', () => {
  const db = openAppDb('secret-box-test');
  afterEach(async () => {
    await db.keys.clear();
  });

  it('round-trips secrets and stores neither them nor the key in readable form', async () => {
    const sealed = await sealSecrets(db, { password: 'Demo@2026' });
    expect(new TextDecoder().decode(new Uint8Array(sealed.data))).not.toContain('Demo@2026');
    expect(await openSecrets(db, sealed)).toEqual({ password: 'Demo@2026' });
    const [row] = await db.keys.toArray();
    expect(row?.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', row!.key)).rejects.toThrow();
  });

  it('cannot open a tampered box', async () => {
    const sealed = await sealSecrets(db, { password: 'Demo@2026' });
    const bytes = new Uint8Array(sealed.data);
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    await expect(openSecrets(db, { iv: sealed.iv, data: bytes.buffer })).rejects.toThrow();
  });
});
