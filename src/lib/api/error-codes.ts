/**
 * Machine-readable reasons an error answer may carry beside its message (`{ message, code }`): a proposed
 * extension of the spec's contract (docs/api.md, 'Error codes'). The client prefers a code when one is present
 * and falls back to the spec's rules on the message text when it is absent (a server without codes).
 */
export const ERROR_CODES = [
  /** The body, query or path does not match the contract. */
  'invalid_request',
  /** An address the registration names was not verified through /verify-otp. */
  'email_unverified',
  /** An address the registration names already has an account. */
  'email_taken',
  'weak_password',
  'invalid_credentials',
  'wrong_account_type',
  'too_many_attempts',
  'invalid_reset_link',
  'not_signed_in',
  'forbidden',
  'not_found',
  'already_applied',
  'job_closed',
  'idempotency_key_reused',
  /** A copy of a request whose first, with the same Idempotency-Key, is still being processed (retry it later). */
  'idempotency_key_in_progress',
  /** An uploaded file's bytes are not a kind the field takes (a resume: PDF, DOC, DOCX; a letter: PDF, PNG, JPEG). */
  'unsupported_file_type',
  /** A multipart body larger than one upload and its fields (the server refuses it while it arrives). */
  'upload_too_large',
  /** An import carries rows that break the record rules; the answer lists each with its reasons. */
  'batch_rows_invalid',
  // --- the placement season (docs/api.md, 'Placement season'); `reasons` in the body says which rule refused
  /** The student fails the drive's rules (reasons: SeasonReason[], the policy's among them). */
  'ineligible',
  /** The student meets the drive's rules but the season's policy stops them (reasons: PolicyReason[]). */
  'policy_blocked',
  /** Applying or withdrawing after the drive's deadline. */
  'deadline_passed',
  /** The drive no longer takes this (closed, cancelled, declined, or not open to applications). */
  'drive_closed',
  /** An edit of a drive would rewrite what students applied to (reasons: DriveEditReason[]). */
  'terms_locked',
  /** The drive was saved by someone else after this edit began (reasons: DriveChangedReason, with what changed). */
  'drive_changed',
  /** The season policy was saved by someone else after this save began (reasons: PolicyChangedReason). */
  'policy_changed',
  /** Answering an offer after its respond-by time. */
  'offer_expired',
  /** Accepting an offer whose withdrawals are no longer those the student confirmed (reasons: StepReason[]). */
  'accept_changed',
  /** A state change the state machine does not allow, or not to this actor (reasons: TransitionRefusal[]). */
  'invalid_transition',
  /** A company asked for the contact details or resume of a candidate who neither applied nor is discoverable. */
  'forbidden_contact',
  /** An offer for an application that was not selected. */
  'not_selected',
  /** The application already has an offer that is issued or accepted. */
  'offer_exists',
  /** A round's results cannot be corrected: none published yet, or the next round's are (reasons: StepReason[]). */
  'round_locked',
  /** A correction for an applicant who never reached the round (reasons: StepReason[]). */
  'not_in_round',
  /** Turning down the rest of a round without the count the preview showed, or it changed (reasons: StepReason[]). */
  'results_changed',
  /** Results for a round whose scheduled time has not come (reasons: StepReason[], with the round's time). */
  'round_not_held',
  /** A publication that would change nobody's result: it is not recorded (reasons: StepReason[]). */
  'nothing_to_publish',
  /** A drive's round dated before the round ahead of it (reasons: StepReason[], one per such round). */
  'rounds_out_of_order',
  // --- the placement report (docs/api.md, 'Placement report')
  /** An outcome claim lacks what its kind needs (reasons: ClaimProblem[], one per field). */
  'claim_incomplete',
  // --- the committee (docs/api.md, 'Members and roles')
  /** The member's role does not have the permission the call needs (reasons: RoleRefusal[]). */
  'role_forbidden',
  /** A round-scoped member (student coordinator, interviewer) called on a round or drive they are not assigned. */
  'round_not_assigned',
  /** A department coordinator called on a student of a branch that is not theirs. */
  'outside_branches',
  /** Removing or demoting the organisation's last placement officer (or a company's last admin). */
  'last_full_role',
  /** An invitation link that is unknown, used or expired. */
  'invalid_invitation',
  /** The mock backend's failure controls forced this answer (never sent by a real server). */
  'mock_forced',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
