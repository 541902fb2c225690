import {
  DriveEditInputSchema,
  DriveListQuerySchema,
  DrivePageSchema,
  DriveProposalSchema,
  DriveResponseSchema,
  DriveRulesSchema,
  DriveStateUpdateSchema,
  EligibilityPreviewSchema,
  SeasonCollegePageSchema,
  SeasonCollegesQuerySchema,
  TpoDriveInputSchema,
} from './drive-contract';
import { endpoint, type EndpointError, notFound } from './endpoint';
import {
  COLLEGES,
  COMPANIES,
  INVALID_TRANSITION,
  OWN_DRIVE_ERRORS,
  RECRUITERS,
} from './season-endpoint-parts';

const TERMS_FIXED: EndpointError = {
  status: 409,
  code: 'drive_closed',
  when: 'the drive has started or ended',
};

/** A round dated before the round ahead of it: refused on every save of a drive's rounds. */
const ROUNDS_OUT_OF_ORDER: EndpointError = {
  status: 400,
  code: 'rounds_out_of_order',
  when: 'a round is dated before the round ahead of it (one reason per such round in `reasons`)',
};

/**
 * A drive's calls (docs/api.md, 'Drives'): the TPO's and the company's drive lists, creating, proposing, editing
 * and moving a drive, the live eligibility count, the colleges a company may propose to, and one drive. Paths name
 * who calls them: /college (the TPO), /company; /drives/:id serves the TPO and the drive's company, each seeing
 * what is theirs. One entry each, used by the client and the mock backend alike.
 */
export const DRIVE_API = {
  collegeDrives: endpoint({
    method: 'GET',
    path: '/college/drives',
    summary: "The college's drives, filtered, sorted and paged.",
    response: DrivePageSchema,
    query: DriveListQuerySchema,
    access: COLLEGES,
  }),
  createDrive: endpoint({
    method: 'POST',
    path: '/college/drives',
    summary: 'Creates a drive (a draft, or published at once).',
    body: { kind: 'json', schema: TpoDriveInputSchema },
    response: DriveResponseSchema,
    status: 201,
    access: COLLEGES,
    idempotent: true,
    errors: [notFound('company'), ROUNDS_OUT_OF_ORDER],
  }),
  eligibilityPreview: endpoint({
    method: 'POST',
    path: '/college/drives/eligibility-preview',
    summary: "How many of the batch a drive's rules let in, and why the others are out.",
    body: { kind: 'json', schema: DriveRulesSchema },
    response: EligibilityPreviewSchema,
    access: COLLEGES,
  }),
  updateDrive: endpoint({
    method: 'PUT',
    path: '/college/drives/:id',
    summary: "Edits a drive's terms before it starts; what students applied to stays.",
    body: { kind: 'json', schema: DriveEditInputSchema },
    response: DriveResponseSchema,
    access: COLLEGES,
    errors: [
      ...OWN_DRIVE_ERRORS,
      TERMS_FIXED,
      ROUNDS_OUT_OF_ORDER,
      {
        status: 409,
        code: 'terms_locked',
        when: 'the edit changes the CTC after students applied, shuts out an applicant, or drops a round with results (the reasons are in `reasons`)',
      },
      {
        status: 409,
        code: 'drive_changed',
        when: 'someone saved the drive after the version the edit was made on (`baseVersion`); `reasons` says what changed since',
      },
    ],
  }),
  /** Approve, decline, publish, close applications, close, cancel: one call, checked against DRIVE_MACHINE. */
  setDriveState: endpoint({
    method: 'PATCH',
    path: '/college/drives/:id/state',
    summary: 'Moves a drive: approve, decline, publish, close applications, close, cancel.',
    body: { kind: 'json', schema: DriveStateUpdateSchema },
    response: DriveResponseSchema,
    access: COLLEGES,
    errors: [...OWN_DRIVE_ERRORS, INVALID_TRANSITION],
  }),
  seasonColleges: endpoint({
    method: 'GET',
    path: '/company/season/colleges',
    summary: 'Colleges a company may propose a drive to, by name, a page at a time.',
    response: SeasonCollegePageSchema,
    query: SeasonCollegesQuerySchema,
    access: COMPANIES,
  }),
  companyDrives: endpoint({
    method: 'GET',
    path: '/company/drives',
    summary: "The company's drives, filtered, sorted and paged.",
    response: DrivePageSchema,
    query: DriveListQuerySchema,
    access: COMPANIES,
  }),
  proposeDrive: endpoint({
    method: 'POST',
    path: '/company/drives',
    summary: "Proposes a drive from one of the company's jobs to a college.",
    body: { kind: 'json', schema: DriveProposalSchema },
    response: DriveResponseSchema,
    status: 201,
    access: COMPANIES,
    idempotent: true,
    errors: [notFound('college'), ROUNDS_OUT_OF_ORDER],
  }),
  /** A company withdraws its own proposal (the only drive state change a company makes). */
  setProposalState: endpoint({
    method: 'PATCH',
    path: '/company/drives/:id/state',
    summary: "Withdraws the company's own proposal.",
    body: { kind: 'json', schema: DriveStateUpdateSchema },
    response: DriveResponseSchema,
    access: COMPANIES,
    errors: [...OWN_DRIVE_ERRORS, INVALID_TRANSITION],
  }),
  drive: endpoint({
    method: 'GET',
    path: '/drives/:id',
    summary: 'One drive with its rules and rounds, for its TPO or its company.',
    response: DriveResponseSchema,
    access: RECRUITERS,
    errors: OWN_DRIVE_ERRORS,
  }),
};
