import type { ScreenProps } from '@/ui/screen/screen-props';
import { DriveScreen } from '../components/drive-screen';

/** /college/drives/{id}: one drive, the TPO's side. */
export default function CollegeDrivePage({ params }: ScreenProps) {
  return <DriveScreen side="college" id={params.id ?? ''} />;
}
