import { useState } from 'react';
import { toast } from 'sonner';
import type { Standing } from '@/lib/api/student-season-contract';
import { countText } from '@/lib/count-text';
import { holdDecidedBy } from '@/lib/season/enrolment';
import { ENROLMENT_MACHINE } from '@/lib/season/machines';
import { canTransition } from '@/lib/season/state-machine';
import { Button } from '@/ui/button';
import { setOwnEnrolment } from '../api/season-api';
import { useSeasonAction } from '../model/use-season-action';
import { OptOutDialog } from './opt-out-dialog';
import { RefusalBox } from './refusal-box';

/**
 * The student's own steps on their place in the season, as the enrolment machine allows them: opt out (asked
 * first, with what it withdraws) and opt back in from an opt-out of their own. A block, a placement or the
 * placement cell's opt-out is not theirs to change: the card says who may undo it instead of offering a button.
 */
export function EnrolmentControl({ standing, onChanged }: { standing: Standing; onChanged: () => void }) {
  const action = useSeasonAction();
  const [asking, setAsking] = useState(false);
  const decidedBy = holdDecidedBy(standing.hold);
  const may = (to: 'available' | 'opted-out') =>
    canTransition(ENROLMENT_MACHINE, standing.enrolment, to, 'student', decidedBy ? { decidedBy } : {});

  const optOut = () =>
    action.run('opt-out', async () => {
      const { withdrawnApplications } = await setOwnEnrolment('opted-out');
      toast.success(
        withdrawnApplications
          ? `You opted out; ${countText(withdrawnApplications, 'application')} withdrawn`
          : 'You opted out of placements',
      );
      onChanged();
    });
  const optIn = () =>
    action.run('opt-in', async () => {
      await setOwnEnrolment('available');
      toast.success('You are back in the season');
      onChanged();
    });

  if (standing.enrolment === 'opted-out' && !may('available'))
    return (
      <p className="enrolment-control">
        Only the placement cell can opt you back in: ask them if your plans change.
      </p>
    );
  if (!may('opted-out') && !may('available')) return null;
  return (
    <div className="enrolment-control">
      {may('opted-out') ? (
        <>
          <p className="muted">
            Not looking for a job through the placement cell this season (higher studies, a job found
            elsewhere)? You can opt out, and back in later.
          </p>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Opt out of placements
          </Button>
        </>
      ) : (
        <Button busy={action.busy === 'opt-in'} onClick={() => void optIn()}>
          {action.busy === 'opt-in' ? 'Opting in...' : 'Opt back in'}
        </Button>
      )}
      <RefusalBox error={action.error} zone={standing.timeZone} />
      {asking && (
        <OptOutDialog
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void optOut();
          }}
        />
      )}
    </div>
  );
}
