import { Link } from 'wouter';
import { ScreenHeader } from '@/ui/screen/screen-header';
import type { ScreenProps } from '@/ui/screen/screen-props';
import { driveHref } from '@/lib/routes';
import { isDriveEditable } from '@/lib/season/drive-edit';
import { useResource } from '@/lib/use-resource';
import { ResourceState } from '@/ui/resource-state';
import { getDrive, getPolicy } from '../api/season-api';
import { EditDriveForm } from '../components/edit-drive-form';
import { DRIVE_STATE_LABELS } from '../model/season-text';
import '../components/drives.css';

/** /college/drives/{id}/edit: the TPO changes a drive's terms before its rounds start. */
export default function CollegeEditDrivePage({ params }: ScreenProps) {
  const id = params.id ?? '';
  const drive = useResource(`drive:${id}`, () => getDrive(id));
  const policy = useResource('season-policy', getPolicy);
  return (
    <div className="screen">
      <Link href={driveHref('college', id)} className="back-link">
        ← The drive
      </Link>
      <ResourceState resource={drive} label="drive">
        {({ drive: detail }) => (
          <div className="screen-stack">
            <ScreenHeader title="Edit drive" intro={`${detail.title} · ${detail.companyName}`} />
            {isDriveEditable(detail.state) ? (
              <EditDriveForm drive={detail} policy={policy.data?.policy} />
            ) : (
              <p className="alert alert--error" role="alert">
                The terms of this drive can no longer change (its state: {DRIVE_STATE_LABELS[detail.state]}).
              </p>
            )}
          </div>
        )}
      </ResourceState>
    </div>
  );
}
