import type { ScreenProps } from '@/features/dashboard/public';
import { DriveScreen } from '../components/drive-screen';

/** /college/drives/{id}: one drive, the TPO's side. */
export default function CollegeDrivePage({ params }: ScreenProps) {
  return <DriveScreen side="college" id={params.id ?? ''} />;
}
