import { ENROLMENT_REASON_MAX } from '@/lib/season/enrolment';
import { TextAreaField } from '@/ui/form/text-area-field';

/** What a decision about a student asks of whoever takes it: the reason the student reads. */
export interface StudentReasonValues {
  reason: string;
}

/** The one message of the reason field (the server refuses a blank one too). */
export function studentReasonErrors(values: Partial<StudentReasonValues>): Record<string, string> {
  return values.reason?.trim() ? {} : { reason: 'Write the reason the student will read' };
}

/**
 * The reason a student reads, asked by every step the placement cell or a company takes on them alone (an opt-out,
 * a block, an unblock, a rescinded offer): required, as the server requires it.
 */
export function StudentReasonField() {
  return (
    <TextAreaField
      name="reason"
      label="Reason (the student reads it)"
      maxLength={ENROLMENT_REASON_MAX}
      rows={3}
      required
    />
  );
}
