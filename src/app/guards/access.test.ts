import { describe, expect, it } from 'vitest';
import { decideAreaAccess, decideGuestOnly, type AuthView } from './access';

const anonymous: AuthView = { isAuthenticated: false, userType: null, sessionCheck: 'done' };
const as = (userType: AuthView['userType']): AuthView => ({
  isAuthenticated: true,
  userType,
  sessionCheck: 'done',
});

describe('area guard', () => {
  it('waits while the session check runs', () => {
    expect(decideAreaAccess('student', { ...anonymous, sessionCheck: 'checking' })).toEqual({ kind: 'wait' });
  });
  it('sends anonymous visitors to /login', () => {
    expect(decideAreaAccess('company', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });
  it.each([
    ['student', 'student-college'],
    ['student', 'jobseeker-fresher'],
    ['student', 'working-professional'],
    ['company', 'company'],
    ['college', 'college'],
  ] as const)('admits to %s the type %s', (area, type) => {
    expect(decideAreaAccess(area, as(type))).toEqual({ kind: 'allow' });
  });
  it.each([
    ['company', 'student-college'],
    ['college', 'company'],
    ['student', 'college'],
  ] as const)('sends a wrong type from %s to /unauthorized (%s)', (area, type) => {
    expect(decideAreaAccess(area, as(type))).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });
});

describe('guest-only guard', () => {
  it('bounces signed-in users to /', () => {
    expect(decideGuestOnly(as('company'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('admits anonymous visitors and waits during the check', () => {
    expect(decideGuestOnly(anonymous)).toEqual({ kind: 'allow' });
    expect(decideGuestOnly({ ...anonymous, sessionCheck: 'checking' })).toEqual({ kind: 'wait' });
  });
});
