import { endpoint, type EndpointError, notFound } from './endpoint';
import { PageQuerySchema } from './paging-contract';
import {
  RoundCorrectionInputSchema,
  RoundCorrectionResponseSchema,
  RoundRecordPageSchema,
  RoundRecordResponseSchema,
  RoundResultsInputSchema,
  RoundResultsPreviewInputSchema,
  RoundResultsPreviewSchema,
  RoundResultsResponseSchema,
} from './round-contract';
import { INVALID_TRANSITION, OWN_DRIVE_ERRORS, RECRUITERS } from './season-endpoint-parts';

/** Publishing, previewing or correcting a round's results. */
const ROUND_ERRORS: readonly EndpointError[] = [
  ...OWN_DRIVE_ERRORS,
  notFound('round of this drive'),
  {
    status: 409,
    code: 'drive_closed',
    when: 'the drive no longer records results (the drive state in `reasons`)',
  },
];
const ROUND_NOT_HELD: EndpointError = {
  status: 409,
  code: 'round_not_held',
  when: "the round's scheduled time has not come (its time in the message and in `reasons`)",
};
const NOTHING_TO_PUBLISH: EndpointError = {
  status: 409,
  code: 'nothing_to_publish',
  when: "the publication would change nobody's result (every entry unknown, not in the round or already decided); nothing is recorded",
};
const RESULTS_CHANGED: EndpointError = {
  status: 409,
  code: 'results_changed',
  when: "turning down the rest without the number of students the preview showed, or that number is no longer the round's (reasons in `reasons`)",
};

/**
 * A round's results (docs/api.md, 'Round results'): publishing, previewing, correcting one applicant's result,
 * and the round's history. One entry each, used by the client and the mock backend alike.
 */
export const ROUND_API = {
  roundResults: endpoint({
    method: 'POST',
    path: '/drives/:id/rounds/:roundId/results',
    summary: "Publishes a round's results: who goes on, who is selected, waitlisted or out.",
    body: { kind: 'json', schema: RoundResultsInputSchema },
    response: RoundResultsResponseSchema,
    access: RECRUITERS,
    idempotent: true,
    errors: [...ROUND_ERRORS, ROUND_NOT_HELD, RESULTS_CHANGED, NOTHING_TO_PUBLISH],
  }),
  previewRoundResults: endpoint({
    method: 'POST',
    path: '/drives/:id/rounds/:roundId/results/preview',
    summary: "What publishing a round's results would do, by name; changes nothing.",
    body: { kind: 'json', schema: RoundResultsPreviewInputSchema },
    response: RoundResultsPreviewSchema,
    access: RECRUITERS,
    errors: [...ROUND_ERRORS, ROUND_NOT_HELD],
  }),
  correctRoundResult: endpoint({
    method: 'POST',
    path: '/drives/:id/rounds/:roundId/corrections',
    summary: "Corrects one applicant's result of a round, until the next round's results are published.",
    body: { kind: 'json', schema: RoundCorrectionInputSchema },
    response: RoundCorrectionResponseSchema,
    access: RECRUITERS,
    errors: [
      ...ROUND_ERRORS,
      notFound('applicant of this drive with this roll number'),
      {
        status: 409,
        code: 'round_locked',
        when: "the round has no published results, or the next round's are published (reasons in `reasons`)",
      },
      {
        status: 409,
        code: 'not_in_round',
        when: 'the applicant never reached this round (reasons in `reasons`)',
      },
      {
        status: 409,
        code: 'offer_exists',
        when: 'the applicant holds an offer of this drive (reasons in `reasons`)',
      },
      INVALID_TRANSITION,
    ],
  }),
  roundHistory: endpoint({
    method: 'GET',
    path: '/drives/:id/rounds/:roundId/history',
    summary: "A round's publications and corrections: who, when and what, newest first, paged.",
    response: RoundRecordPageSchema,
    query: PageQuerySchema,
    access: RECRUITERS,
    errors: [...OWN_DRIVE_ERRORS, notFound('round of this drive')],
  }),
  roundRecord: endpoint({
    method: 'GET',
    path: '/drives/:id/rounds/:roundId/history/:recordId',
    summary:
      "One entry of a round's history in full: the roll numbers by result and the entries it could not place (a company reads only those its applicants list shows it).",
    response: RoundRecordResponseSchema,
    access: RECRUITERS,
    errors: [...OWN_DRIVE_ERRORS, notFound('round of this drive, or record of this round')],
  }),
};
