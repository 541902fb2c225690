import { RefusalAlert } from '@/ui/refusal-alert';
import { refusalOf } from '../model/refusal';

/** A refused season action: the server's message and, when it gave them, its reasons (rule, value, limit). */
export function RefusalBox({ error }: { error: unknown }) {
  return <RefusalAlert refusal={error === undefined ? undefined : refusalOf(error)} />;
}
