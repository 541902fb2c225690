import { ACTIVE_APPLICATION_STATES } from '@/lib/season/machines';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ResourceState } from '@/ui/resource-state';
import { getStudentApplications } from '../api/season-api';

/**
 * The last look before opting out of the season: what it means, with the applications it will withdraw named
 * (the server withdraws exactly those in ACTIVE_APPLICATION_STATES, mocks/season/enrolment-steps.ts).
 */
export function OptOutDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const applications = useResource('student-applications:opt-out', () => getStudentApplications());
  return (
    <Dialog
      open
      title="Opt out of placements this season?"
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            Stay in the season
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={applications.loading}>
            Opt out
          </Button>
        </>
      }
    >
      <ul className="opt-out-effects">
        <li>No drive will take your application until you opt back in.</li>
        <li>
          <ResourceState resource={applications} label="your applications">
            {({ applications: all }) => {
              const inProgress = all.filter((entry) => ACTIVE_APPLICATION_STATES.includes(entry.state));
              return inProgress.length ? (
                <>
                  These applications in progress will be withdrawn, and their companies stop considering you:
                  <ul>
                    {inProgress.map((entry) => (
                      <li key={entry.id}>
                        {entry.drive.companyName}: {entry.drive.title}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                'You have no application in progress, so none will be withdrawn.'
              );
            }}
          </ResourceState>
        </li>
        <li>An offer waiting for your answer stays, but you cannot accept it while you are opted out.</li>
        <li>
          You can opt back in at any time. Withdrawn applications do not come back: you would apply again
          where a drive still takes applications.
        </li>
      </ul>
    </Dialog>
  );
}
