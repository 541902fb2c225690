import { RefusalAlert } from '@/ui/refusal-alert';
import { refusalOf } from '../model/refusal';

/** A refused season action: the server's message and, when it gave them, its reasons (times in the college's zone). */
export function RefusalBox({ error, zone }: { error: unknown; zone: string }) {
  return <RefusalAlert refusal={error === undefined ? undefined : refusalOf(error, zone)} />;
}
