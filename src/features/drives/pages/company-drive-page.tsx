import type { ScreenProps } from '@/features/dashboard/public';
import { DriveScreen } from '../components/drive-screen';

/** /company/drives/{id}: one of the company's drives. */
export default function CompanyDrivePage({ params }: ScreenProps) {
  return <DriveScreen side="company" id={params.id ?? ''} />;
}
