import { DrivesScreen } from '../components/drive-list';

/** /company/drives: the company's drives at colleges, proposed and running. */
export default function CompanyDrivesPage() {
  return <DrivesScreen side="company" />;
}
