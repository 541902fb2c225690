import { ScreenHeader } from '@/ui/screen/screen-header';
import { paths } from '@/lib/routes';
import { ButtonLink } from '@/ui/button';
import { DriveList } from '../components/drive-list';

/** /college/drives: every drive at the college by state; proposals from companies wait for approval here. */
export default function CollegeDrivesPage() {
  return (
    <div className="screen">
      <ScreenHeader
        title="Drives"
        intro="Companies' jobs at your college: proposals to approve, drives open for applications, rounds in progress."
        actions={<ButtonLink href={paths.collegeDriveNew}>Create a drive</ButtonLink>}
      />
      <DriveList side="college" />
    </div>
  );
}
