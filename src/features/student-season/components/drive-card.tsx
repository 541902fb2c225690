import { useState } from 'react';
import { toast } from 'sonner';
import type { StudentDrive } from '@/lib/api/student-season-contract';
import { countText } from '@/lib/count-text';
import { collegeDate, collegeDateTime, hasPassed } from '@/lib/season/college-time';
import { APPLICATION_MACHINE } from '@/lib/season/machines';
import { takesApplications } from '@/lib/season/phases';
import { canTransition } from '@/lib/season/state-machine';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { applyToDrive, withdrawFromDrive } from '../api/season-api';
import { useSeasonAction } from '../model/use-season-action';
import { CtcBreakdown } from './ctc-breakdown';
import { ReasonList } from './reason-list';
import { RefusalBox } from './refusal-box';
import { SeasonCard } from './season-card';
import { ApplicationStateBadge } from './state-badges';

/**
 * What withdrawing means, as the server has it (mocks/handlers/season-student.ts): the company stops seeing the
 * application, and until the deadline the student may apply again, judged afresh by the rules and the policy then.
 */
function withdrawMeaning(title: string, deadline: string, timeZone: string): string {
  return `The company will no longer see your application for ${title}. You can apply again until applications close (${collegeDateTime(deadline, timeZone)}), if this drive's rules and the season's policy still let you in then.`;
}

/**
 * One drive at the student's college: what it pays, when applications close, whether the student is eligible
 * (and if not, every rule they fail with their value, as the server decided it), and apply or withdraw. What the
 * buttons offer follows the application state machine; the server still decides and its refusals are shown.
 */
export function DriveCard({ item, onChanged }: { item: StudentDrive; onChanged: () => void }) {
  const { drive, decision, application } = item;
  const action = useSeasonAction();
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const takingApplications = takesApplications(drive.state) && !hasPassed(drive.deadline);
  const current = application?.state === 'withdrawn' ? undefined : application;
  const canWithdraw =
    takingApplications &&
    current !== undefined &&
    canTransition(APPLICATION_MACHINE, current.state, 'withdrawn', 'student');

  const apply = () =>
    action.run('apply', async () => {
      await applyToDrive(drive.id);
      toast.success(`Applied to ${drive.companyName}: ${drive.title}`);
      onChanged();
    });
  const withdraw = () =>
    action.run('withdraw', async () => {
      await withdrawFromDrive(drive.id);
      toast.success(`Application to ${drive.companyName} withdrawn`);
      onChanged();
    });

  return (
    <SeasonCard
      className="drive-card"
      company={drive.companyName}
      title={drive.title}
      meta={
        <p className="muted">
          {drive.location} · {countText(drive.roundCount, 'round')}
        </p>
      }
    >
      <CtcBreakdown ctc={drive.ctc} total={drive.ctcTotal} tier={drive.tier} />
      <p>
        {takingApplications
          ? `Applications close ${collegeDateTime(drive.deadline, drive.timeZone)}`
          : `Applications closed ${collegeDateTime(drive.deadline, drive.timeZone)}`}
      </p>
      {decision.eligible ? (
        <p className="eligibility eligibility--yes">You are eligible for this drive.</p>
      ) : (
        <div className="eligibility eligibility--no">
          <p>
            <strong>You are not eligible for this drive:</strong>
          </p>
          <ReasonList reasons={decision.reasons} zone={drive.timeZone} />
        </div>
      )}
      {application && (
        <p className="drive-card__application">
          Your application: <ApplicationStateBadge state={application.state} />{' '}
          {/* "sent", not "applied": beside the state "Applied" it read "Applied applied 2 Dec 2026". */}
          <span className="muted">· sent {collegeDate(application.appliedAt, drive.timeZone)}</span>
        </p>
      )}
      <div className="drive-card__actions">
        {takingApplications && decision.eligible && !current && (
          <Button busy={action.busy === 'apply'} onClick={() => void apply()}>
            {action.busy === 'apply' ? 'Applying...' : 'Apply'}
          </Button>
        )}
        {canWithdraw && (
          <Button
            variant="secondary"
            busy={action.busy === 'withdraw'}
            onClick={() => setConfirmingWithdraw(true)}
          >
            {action.busy === 'withdraw' ? 'Withdrawing...' : 'Withdraw application'}
          </Button>
        )}
      </div>
      <RefusalBox error={action.error} zone={drive.timeZone} />
      <ConfirmDialog
        open={confirmingWithdraw}
        title={`Withdraw your application to ${drive.companyName}?`}
        message={withdrawMeaning(drive.title, drive.deadline, drive.timeZone)}
        confirmLabel="Withdraw application"
        cancelLabel="Keep my application"
        onCancel={() => setConfirmingWithdraw(false)}
        onConfirm={() => {
          setConfirmingWithdraw(false);
          void withdraw();
        }}
      />
    </SeasonCard>
  );
}
