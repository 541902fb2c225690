import { describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { AS } from '../../tests/support/sessions';
import { mockStore } from '../db/store';

describe("the company's colleges list", () => {
  it('is paged and searched by name on the server', async () => {
    await mockStore().update((state) => {
      for (let index = 1; index <= 60; index += 1)
        state.accounts.push({
          ...state.accounts.find((account) => account.type === 'college')!,
          id: `acc-college-${index}`,
          emails: [`tpo${index}@college${index}.example.edu`],
          collegeName: `Test College ${String(index).padStart(2, '0')}`,
        });
    });
    await AS.voltline();
    const first = await call('GET', '/company/season/colleges?pageSize=20');
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 61 });
    expect((first.body.items as unknown[]).length).toBe(20);
    const found = await call('GET', '/company/season/colleges?query=college%2042');
    expect(found.body).toMatchObject({ total: 1, items: [{ name: 'Test College 42' }] });
    expect((await call('GET', '/company/season/colleges?pageSize=500')).status).toBe(400);
  });
});
