import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseSeed } from '../seed-choice';
import { createDexieStore } from './dexie-store';

afterEach(async () => {
  chooseSeed('demo');
  await Dexie.delete('portal-mock-backend');
});

describe('the IndexedDB mock store', () => {
  it('keeps each table in a row of its own and writes back only what an update touched', async () => {
    const store = createDexieStore();
    expect((await store.read()).studentRecords['acc-college']).toHaveLength(600);
    await store.update((state) => {
      state.notifications.push({
        id: 'n-x',
        accountId: 'acc-student',
        kind: 'offer',
        title: 't',
        text: 't',
        at: '2026-11-27T00:00:00.000Z',
        read: false,
      });
    });
    // Another tab (a second store on the same database) sees the write through the revision.
    const otherTab = createDexieStore();
    expect((await otherTab.read()).notifications.map((entry) => entry.id)).toContain('n-x');
    const db = new Dexie('portal-mock-backend');
    db.version(2).stores({ rows: 'key' });
    const keys = (await db.table('rows').toCollection().primaryKeys()) as string[];
    expect(keys).toContain('part:studentRecords');
    expect(keys).toContain('part:notifications');
    db.close();
  });

  it('does not write back a table the update only read', async () => {
    const store = createDexieStore();
    await store.read();
    // A marker in the stored batch row: rewriting the batch from memory would replace it.
    const db = new Dexie('portal-mock-backend');
    db.version(2).stores({ rows: 'key' });
    await db.table('rows').put({ key: 'part:studentRecords', value: { marker: true } });
    await store.update((state) => {
      const batch = state.studentRecords['acc-college'] ?? [];
      const first = batch.find((record) => record.cgpa > 0);
      state.notifications.push({
        id: 'n-read',
        accountId: 'acc-student',
        kind: 'offer',
        title: first?.name ?? 'nobody',
        text: 't',
        at: '2026-11-27T00:00:00.000Z',
        read: false,
      });
    });
    const rows = db.table('rows');
    expect((await rows.get('part:studentRecords')).value).toEqual({ marker: true });
    const notifications = (await rows.get('part:notifications')).value as { id: string; title: string }[];
    expect(notifications.at(-1)?.id).toBe('n-read');
    expect(notifications.at(-1)?.title).not.toBe('nobody');
    db.close();
  });

  it('re-seeds with the large campus when it is chosen, and back', async () => {
    const store = createDexieStore();
    await store.read();
    chooseSeed('large');
    const large = await store.read();
    expect(large.seedName).toBe('large');
    expect(large.studentRecords['acc-college']).toHaveLength(5000);
    expect(large.driveApplications.filter((entry) => entry.driveId === 'drv-voltline-mass')).toHaveLength(
      3000,
    );
    expect(large.accounts.filter((account) => account.type === 'company').length).toBeGreaterThanOrEqual(300);
    chooseSeed('demo');
    expect((await store.read()).studentRecords['acc-college']).toHaveLength(600);
  }, 30_000);
});
