import {
  SeasonSummarySchema,
  TpoEnrolmentUpdateSchema,
  TpoStudentResponseSchema,
} from './college-season-contract';
import { endpoint, notFound } from './endpoint';
import { PolicyEditInputSchema, PolicyResponseSchema } from './policy-contract';
import { COLLEGES, INVALID_TRANSITION } from './season-endpoint-parts';

/**
 * The TPO's season calls (docs/api.md, 'Placement season (proposed extension)'): the policy, the season at a
 * glance, one student of the batch and the steps the TPO takes on a student's place. One entry each, used by the
 * client (callEndpoint) and the mock backend (route, readBody) alike.
 */
export const COLLEGE_SEASON_API = {
  policy: endpoint({
    method: 'GET',
    path: '/college/season/policy',
    summary: 'The season policy: tier thresholds, the offer cap, absences; with its history.',
    response: PolicyResponseSchema,
    access: COLLEGES,
  }),
  updatePolicy: endpoint({
    method: 'PUT',
    path: '/college/season/policy',
    summary: 'Sets the season policy (a new version; decisions already made keep theirs).',
    body: { kind: 'json', schema: PolicyEditInputSchema },
    response: PolicyResponseSchema,
    access: COLLEGES,
    errors: [
      {
        status: 409,
        code: 'policy_changed',
        when: 'someone saved the policy after the version the save was made on (`baseVersion`); `reasons` says what changed since',
      },
    ],
  }),
  seasonSummary: endpoint({
    method: 'GET',
    path: '/college/season/summary',
    summary: 'The season at a glance for the TPO: drives, applications, offers, placed students.',
    response: SeasonSummarySchema,
    access: COLLEGES,
  }),
  tpoStudent: endpoint({
    method: 'GET',
    path: '/college/season/students/:rollNumber',
    summary: 'One student of the batch: record, standing, applications and offers.',
    response: TpoStudentResponseSchema,
    access: COLLEGES,
    errors: [notFound('student with this roll number in the batch')],
  }),
  setStudentEnrolment: endpoint({
    method: 'PATCH',
    path: '/college/season/students/:rollNumber/enrolment',
    summary:
      "Opts a student out or in, blocks or unblocks them, with the reason the student reads; opting out withdraws the student's applications in progress.",
    body: { kind: 'json', schema: TpoEnrolmentUpdateSchema },
    response: TpoStudentResponseSchema,
    access: COLLEGES,
    errors: [notFound('student with this roll number in the batch'), INVALID_TRANSITION],
  }),
};
