import type { ScreenProps } from '@/ui/screen/screen-props';
import { RoundScreen } from '../components/round-screen';

/** /company/drives/{id}/rounds/{round}: the company records and publishes a round's results. */
export default function CompanyRoundPage({ params }: ScreenProps) {
  return <RoundScreen side="company" driveId={params.id ?? ''} roundId={params.round ?? ''} />;
}
