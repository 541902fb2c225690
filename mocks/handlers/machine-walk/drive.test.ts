/** The drive machine, every step through the HTTP layer (tests/support/machine-walk.ts says how the walk judges). */
import { describe, expect, it } from 'vitest';
import { DRIVE_MACHINE, type DriveState } from '@/lib/season/machines';
import { call } from '../../../tests/support/api';
import { type MachineDriver, PEOPLE, walkPeople, walkSystem } from '../../../tests/support/machine-walk';
import { drive, inDays, seedSeason } from '../../../tests/support/season-fixture';
import { readSeason } from '../../../tests/support/season-scenes';
import { mockStore } from '../../db/store';

const ID = 'drv-walk';

const moveTo = (path: string) => ({
  ask: (_: unknown, to: DriveState) => call('PATCH', path, { json: { state: to } }),
  probe: () => call('PATCH', path, { json: { state: 'cancelled' } }),
});

const driver: MachineDriver<DriveState, void> = {
  machine: DRIVE_MACHINE,
  async arrange(from) {
    await seedSeason([drive(ID, { state: from })]);
  },
  async read() {
    const found = (await mockStore().read()).drives.find((entry) => entry.id === ID)!;
    return { state: found.state, mark: found.updatedAt };
  },
  endpoints: [
    { name: 'PATCH /college/drives/:id/state', serves: ['tpo'], ...moveTo(`/college/drives/${ID}/state`) },
    {
      name: 'PATCH /company/drives/:id/state',
      serves: ['company'],
      ...moveTo(`/company/drives/${ID}/state`),
    },
  ],
  triggers: [
    {
      name: 'the deadline passes, then the season is read',
      arrange: (from) => seedSeason([drive(ID, { state: from, deadline: inDays(-1) })]),
      fire: (_, as) => readSeason(as),
    },
  ],
};

describe('the drive machine through the HTTP layer', () => {
  it.each(PEOPLE)(
    '%s: takes every step the table allows the TPO and the company, and refuses every other, with reasons',
    async (actor) => {
      expect(await walkPeople(driver, actor)).toEqual([]);
    },
  );

  it('the server moves a drive on only where the table lets it', async () => {
    expect(await walkSystem(driver)).toEqual([]);
  });
});
