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
