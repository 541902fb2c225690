import { endpoint, type EndpointError, notFound } from './endpoint';
import { OfferInputSchema, OfferPageSchema, OfferRescindSchema, OfferResponseSchema } from './offer-contract';
import { PageQuerySchema } from './paging-contract';
import { INVALID_TRANSITION, OWN_DRIVE_ERRORS, RECRUITERS } from './season-endpoint-parts';

const ISSUE_OFFER_ERRORS: readonly EndpointError[] = [
  ...OWN_DRIVE_ERRORS,
  notFound('application in this drive'),
  {
    status: 409,
    code: 'drive_closed',
    when: 'the drive no longer makes offers (`reasons`: a `driveState` with the states that would)',
  },
  {
    status: 409,
    code: 'not_selected',
    when: 'the applicant was not selected (`reasons`: an `applicationState`)',
  },
  {
    status: 409,
    code: 'offer_exists',
    when: 'the applicant already has an issued or accepted offer for this drive (`reasons`: an `offerExists`)',
  },
];

/**
 * A drive's offers as its TPO or company makes them (docs/api.md, 'Offers'): the drive's offers, issuing one,
 * rescinding one. The student's answer is in student-season-endpoints.ts. One entry each, used by the client and
 * the mock backend alike.
 */
export const OFFER_API = {
  driveOffers: endpoint({
    method: 'GET',
    path: '/drives/:id/offers',
    summary: "A drive's offers, newest first, paged.",
    response: OfferPageSchema,
    query: PageQuerySchema,
    access: RECRUITERS,
    errors: OWN_DRIVE_ERRORS,
  }),
  issueOffer: endpoint({
    method: 'POST',
    path: '/drives/:id/offers',
    summary: 'Offers a selected applicant a job, its tier decided under the current policy.',
    body: { kind: 'json', schema: OfferInputSchema },
    response: OfferResponseSchema,
    status: 201,
    access: RECRUITERS,
    idempotent: true,
    errors: ISSUE_OFFER_ERRORS,
  }),
  rescindOffer: endpoint({
    method: 'PATCH',
    path: '/offers/:id',
    summary:
      'Rescinds an issued or accepted offer; the student is told, and put back in the running when it was the only offer they accepted.',
    body: { kind: 'json', schema: OfferRescindSchema },
    response: OfferResponseSchema,
    access: RECRUITERS,
    errors: [
      notFound('offer'),
      { status: 403, code: 'forbidden', when: "the offer is another college's or company's" },
      INVALID_TRANSITION,
    ],
  }),
};
