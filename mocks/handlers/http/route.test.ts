import { describe, expect, it } from 'vitest';
import { ENDPOINT_TABLES } from '@/lib/api/endpoint-registry';
import { call } from '../../../tests/support/api';
import { setControls } from '../../controls';
import { lastMailTo } from '../../mailbox';
import { answersWithSuccessFlag } from './route';

const REFUSAL = { success: false, message: 'Refused (mock controls)' };

describe('the mock controls’ refuse switch', () => {
  it('covers exactly the calls whose answer carries a success flag', () => {
    const covered = ENDPOINT_TABLES.flatMap(({ endpoints }) => Object.entries(endpoints))
      .filter(([, target]) => answersWithSuccessFlag(target))
      .map(([name]) => name)
      .sort();
    expect(covered).toEqual(['collegeSearch', 'collegeSubmit', 'sendOtp', 'verifyOtp']);
  });

  it('refuses each of those without doing the work, and leaves every other call alone', async () => {
    setControls({ refuse: true });
    expect(await call('POST', '/send-otp', { json: { email: 'asha@example.com' } })).toEqual({
      status: 200,
      body: REFUSAL,
    });
    expect(lastMailTo('asha@example.com')).toBeUndefined();
    expect(await call('POST', '/verify-otp', { json: { email: 'asha@example.com', otp: '123456' } })).toEqual(
      { status: 200, body: REFUSAL },
    );
    expect(await call('GET', '/college/search?query=engineering&limit=8')).toEqual({
      status: 200,
      body: REFUSAL,
    });
    const check = await call('GET', '/check-email/asha%40example.com');
    expect(check).toMatchObject({ status: 200, body: { exists: false } });
  });
});
