/** The committee's endpoints (issue 35) for the API fuzz tests (tests/support/fuzz-check.ts): a college or a company. */
import {
  AcceptInvitationSchema,
  MemberChangeSchema,
  MemberInviteSchema,
} from '../../src/lib/api/member-contract';
import type { Endpoint } from './fuzz-requests';

export const MEMBER_FUZZ_ENDPOINTS: Record<string, Endpoint> = {
  'GET /members': { reads: 'nothing', access: 'recruiter', answers: [200] },
  'POST /members': {
    reads: 'json',
    access: 'recruiter',
    schema: MemberInviteSchema,
    valid: () => ({ email: 'fuzz.member@example.com', name: 'Fuzz Member', role: 'reportViewer' }),
    answers: [201, 409, 422],
  },
  'PATCH /members/:id': {
    reads: 'json',
    access: 'recruiter',
    schema: MemberChangeSchema,
    valid: () => ({ role: 'reportViewer' }),
    answers: [200, 404, 409, 422],
  },
  'DELETE /members/:id': { reads: 'nothing', access: 'recruiter', answers: [200, 404, 409] },
  'GET /member-invitations/:token': { reads: 'nothing', access: 'anyone', answers: [400] },
  'POST /member-invitations/:token': {
    reads: 'json',
    access: 'anyone',
    schema: AcceptInvitationSchema,
    valid: () => ({ password: 'Fresh@2026' }),
    answers: [400],
  },
};
