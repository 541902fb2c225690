import type { ScreenProps } from '@/ui/screen/screen-props';
import { RoundScreen } from '../components/round-screen';

/** /college/drives/{id}/rounds/{round}: the TPO records and publishes a round's results. */
export default function CollegeRoundPage({ params }: ScreenProps) {
  return <RoundScreen side="college" driveId={params.id ?? ''} roundId={params.round ?? ''} />;
}
