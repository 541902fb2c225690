import { useMay } from '@/features/auth/public';
import { Link } from 'wouter';
import { ScreenHeader } from '@/ui/screen/screen-header';
import { driveEditHref, paths } from '@/lib/routes';
import { isDriveEditable } from '@/lib/season/drive-edit';
import { makesOffers } from '@/lib/season/phases';
import { useResource } from '@/lib/use-resource';
import { ButtonLink } from '@/ui/button';
import { ResourceState } from '@/ui/resource-state';
import { getDrive, type Side } from '../api/season-api';
import { DriveActions } from './drive-actions';
import { DriveFacts } from './drive-facts';
import { OffersSection } from './offers-section';
import { RoundList } from './round-list';
import './drives.css';

/** One drive as the TPO or the company sees it: facts, the steps allowed now, rounds, finalists and offers. */
export function DriveScreen({ side, id }: { side: Side; id: string }) {
  const mayManage = useMay('drives.manage');
  const drive = useResource(`drive:${id}`, () => getDrive(id));
  return (
    <div className="screen">
      <Link href={side === 'college' ? paths.collegeDrives : paths.companyDrives} className="back-link">
        ← Drives
      </Link>
      <ResourceState resource={drive} label="drive">
        {({ drive: detail }) => (
          <div className="screen-stack">
            <ScreenHeader
              title={detail.title}
              intro={side === 'college' ? detail.companyName : detail.collegeName}
              actions={
                <>
                  {/* Only the TPO edits a drive's terms (PUT /college/drives/:id), until its rounds start. */}
                  {side === 'college' && mayManage && isDriveEditable(detail.state) && (
                    <ButtonLink href={driveEditHref(detail.id)} variant="secondary">
                      Edit drive
                    </ButtonLink>
                  )}
                  {mayManage && <DriveActions drive={detail} side={side} onChanged={drive.reload} />}
                </>
              }
            />
            <DriveFacts drive={detail} side={side} />
            <RoundList drive={detail} side={side} />
            {/* Wherever the server takes an offer (an open drive's first round may already have selected some),
                and on a closed drive, whose offers stay listed. */}
            {(makesOffers(detail.state) || detail.state === 'closed') && (
              <OffersSection drive={detail} side={side} />
            )}
          </div>
        )}
      </ResourceState>
    </div>
  );
}
