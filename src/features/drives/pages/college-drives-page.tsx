import { DrivesScreen } from '../components/drive-list';

/** /college/drives: every drive at the college by state; proposals from companies wait for approval here. */
export default function CollegeDrivesPage() {
  return <DrivesScreen side="college" />;
}
