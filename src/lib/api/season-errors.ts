import { array, validate } from 'superstruct';
import type { SeasonReason } from '../season/decision';
import type { DriveEditReason } from '../season/drive-edit';
import type { StepReason } from '../season/step-reasons';
import type { TransitionRefusal } from '../season/state-machine';
import type { ApiError } from './api-error';
import type { DriveChangedReason } from '../season/drive-version';
import type { PolicyChangedReason } from '../season/policy-version';
import {
  DriveChangedReasonSchema,
  DriveEditReasonSchema,
  PolicyChangedReasonSchema,
  SeasonReasonSchema,
  StepReasonSchema,
  TransitionRefusalSchema,
} from './season-reasons-contract';

/**
 * The reasons a season refusal carries ('ineligible', 'policy_blocked'), checked against the contract; an empty
 * list when the answer has none the UI can read (then its message is all there is to show).
 */
export function seasonReasonsOf(error: ApiError): SeasonReason[] {
  const [failure, reasons] = validate(error.reasons, array(SeasonReasonSchema));
  return failure ? [] : reasons;
}

/** The refusal behind an 'invalid_transition' answer, if it carries one. */
export function transitionRefusalOf(error: ApiError): TransitionRefusal | undefined {
  const [failure, reasons] = validate(error.reasons, array(TransitionRefusalSchema));
  return failure ? undefined : reasons[0];
}

/** Why an edit of a drive was refused ('terms_locked'); empty when the answer carries none the UI can read. */
export function driveEditReasonsOf(error: ApiError): DriveEditReason[] {
  const [failure, reasons] = validate(error.reasons, array(DriveEditReasonSchema));
  return failure ? [] : reasons;
}

/** Why an edit was refused as made on an older version ('drive_changed'); undefined when the answer says not. */
export function driveChangedReasonOf(error: ApiError): DriveChangedReason | undefined {
  const [failure, reasons] = validate(error.reasons, array(DriveChangedReasonSchema));
  return failure ? undefined : reasons[0];
}

/** Why a policy save was refused as made on an older version ('policy_changed'); undefined when the answer says not. */
export function policyChangedReasonOf(error: ApiError): PolicyChangedReason | undefined {
  if (error.code !== 'policy_changed') return undefined;
  const [failure, reasons] = validate(error.reasons, array(PolicyChangedReasonSchema));
  return failure ? undefined : reasons[0];
}

/** Why a step was refused ('deadline_passed', 'drive_closed', 'offer_expired', …); empty when there are none. */
export function stepReasonsOf(error: ApiError): StepReason[] {
  const [failure, reasons] = validate(error.reasons, array(StepReasonSchema));
  return failure ? [] : reasons;
}
