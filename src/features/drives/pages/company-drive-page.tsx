import type { ScreenProps } from '@/ui/screen/screen-props';
import { DriveScreen } from '../components/drive-screen';

/** /company/drives/{id}: one of the company's drives. */
export default function CompanyDrivePage({ params }: ScreenProps) {
  return <DriveScreen side="company" id={params.id ?? ''} />;
}
