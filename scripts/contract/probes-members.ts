/**
 * contract:check's calls of the committee (MEMBER_API): the college lists its members; with --write it invites a
 * report viewer, who opens the mailed link and sets a password, and the officer changes the role and removes them.
 */
import { EXAMPLE_NEW_PASSWORD } from './examples';
import { NO_SUCH_ID, unknownIdProbe, withId } from './probe-helpers';
import type { CheckState, Probe } from './probe-types';

const invitee = (state: CheckState) => `contract-check+member-${state.runId}@example.com`;
const mailedToken = (state: CheckState) => {
  const link = state.readMail?.(invitee(state))?.link;
  return link ? decodeURIComponent(link.split('/').pop()!) : undefined;
};

export const MEMBER_PROBES: readonly Probe[] = [
  { endpoint: 'members', sent: 'the session', as: 'college', request: () => ({}), expect: { status: 200 } },
  {
    endpoint: 'inviteMember',
    sent: 'a report viewer',
    as: 'college',
    write: true,
    request: (state) => ({ json: { email: invitee(state), name: 'Contract Check', role: 'reportViewer' } }),
    expect: { status: 201 },
    remember: (body, state) => (state.memberId = (body.member as { id?: string } | undefined)?.id),
  },
  {
    endpoint: 'inviteMember',
    sent: 'a department coordinator without branches',
    as: 'college',
    request: (state) => ({
      json: { email: invitee(state), name: 'Contract Check', role: 'departmentCoordinator' },
    }),
    expect: { status: [409, 422] },
  },
  {
    endpoint: 'invitation',
    sent: 'the mailed token',
    as: 'college',
    // Reads only, but of the invitation the write above sent: it runs with --write.
    write: true,
    request: (state) => {
      const token = mailedToken(state);
      return token ? { params: { token } } : undefined;
    },
    expect: { status: 200 },
  },
  {
    endpoint: 'invitation',
    sent: 'an unknown token',
    request: () => ({ params: { token: NO_SUCH_ID } }),
    expect: { status: 400, code: 'invalid_invitation' },
  },
  {
    endpoint: 'acceptInvitation',
    sent: 'the mailed token and a password',
    as: 'college',
    write: true,
    request: (state) => {
      const token = mailedToken(state);
      return token ? { params: { token }, json: { password: EXAMPLE_NEW_PASSWORD } } : undefined;
    },
    expect: { status: 200 },
  },
  {
    endpoint: 'changeMember',
    sent: 'the invited member, to student coordinator',
    as: 'college',
    write: true,
    request: (state) => {
      const id = withId(state.memberId);
      return id && { ...id, json: { role: 'studentCoordinator', rounds: [] } };
    },
    expect: { status: 200 },
  },
  unknownIdProbe('removeMember', 'college'),
  {
    endpoint: 'removeMember',
    sent: 'the invited member',
    as: 'college',
    write: true,
    request: (state) => withId(state.memberId),
    expect: { status: 200 },
  },
];
