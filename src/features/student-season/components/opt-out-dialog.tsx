import { LIST_PAGE_SIZE_MAX } from '@/lib/constants';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { ResourceState } from '@/ui/resource-state';
import { getStudentApplications } from '../api/season-api';

/**
 * The last look before opting out of the season: what it means, with the applications it will withdraw named
 * (the server withdraws exactly those in progress, the list `active=1` asks for: mocks/season/enrolment-steps.ts).
 */
export function OptOutDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const applications = useResource('student-applications:opt-out', () =>
    getStudentApplications({ active: '1', pageSize: String(LIST_PAGE_SIZE_MAX) }),
  );
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
            {({ items: inProgress, total }) =>
              inProgress.length ? (
                <>
                  These applications in progress will be withdrawn, and their companies stop considering you:
                  <ul>
                    {inProgress.map((entry) => (
                      <li key={entry.id}>
                        {entry.drive.companyName}: {entry.drive.title}
                      </li>
                    ))}
                    {total > inProgress.length && <li>and {total - inProgress.length} more</li>}
                  </ul>
                </>
              ) : (
                'You have no application in progress, so none will be withdrawn.'
              )
            }
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
