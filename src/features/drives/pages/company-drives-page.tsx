import { ScreenHeader } from '@/ui/screen/screen-header';
import { paths } from '@/lib/routes';
import { ButtonLink } from '@/ui/button';
import { DriveList } from '../components/drive-list';

/** /company/drives: the company's drives at colleges, proposed and running. */
export default function CompanyDrivesPage() {
  return (
    <div className="screen">
      <ScreenHeader
        title="Campus drives"
        intro="Your jobs as drives at colleges: propose one, follow its applicants and rounds, and issue offers."
        actions={<ButtonLink href={paths.companyDrivePropose}>Propose a drive</ButtonLink>}
      />
      <DriveList side="company" />
    </div>
  );
}
