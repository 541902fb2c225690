/**
 * Round results as a kind of submission the outbox can send now or keep (drive halls have bad Wi-Fi): entered
 * offline, they wait on the device, survive a reload and are published once the connection returns, exactly
 * once (the Idempotency-Key makes a repeat harmless). One kind per side, so a refusal leads back to its drives.
 */
import type { RoundResultsInput, RoundResultsResponse } from '@/lib/api/round-contract';
import { ROUND_API } from '@/lib/api/round-endpoints';
import { paths } from '@/lib/routes';
import type { QueuedKind } from '@/offline/outbox/queued-kind';
import type { Side } from '../api/season-api';
import { describeResults } from './results-draft';
import { resultsErrorMessage } from './results-refusal';

export const ROUND_RESULTS_FORM = 'round-results';

export type RoundResultsKind = QueuedKind<RoundResultsInput, RoundResultsResponse>;

export function roundResultsKind(side: Side): RoundResultsKind {
  return {
    formId: `${ROUND_RESULTS_FORM}:${side}`,
    label: 'Round results',
    endpoint: ROUND_API.roundResults,
    secretFields: [],
    readAnswer: (answer) => ({ accepted: true, message: describeResults(answer).join('\n') }),
    errorMessage: resultsErrorMessage,
    successTitle: 'Round results published',
    successButton: 'OK',
    errorTitle: 'Round results not published',
    afterRefusal: 'Nothing of these results was published: open the round and record them again.',
    formHref: side === 'college' ? paths.collegeDrives : paths.companyDrives,
    continueAfterSuccess: () => undefined,
  };
}

/** The kind of a queued entry by its form id, for the outbox's resolver. */
export function roundResultsKindFor(formId: string): QueuedKind | undefined {
  const side =
    formId === `${ROUND_RESULTS_FORM}:college`
      ? 'college'
      : formId === `${ROUND_RESULTS_FORM}:company`
        ? 'company'
        : undefined;
  return side ? (roundResultsKind(side) as unknown as QueuedKind) : undefined;
}
