import { RefusalAlert } from '@/ui/refusal-alert';
import { saveRefusalOf } from '../../model/save-refusal';

/** Why the drive was not saved, with the server's answer (status and code). */
export function SaveRefusalBox({ error }: { error: unknown }) {
  return <RefusalAlert refusal={error === undefined ? undefined : saveRefusalOf(error)} />;
}
