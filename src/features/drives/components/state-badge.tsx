import type { DriveState } from '@/lib/season/machines';
import { DRIVE_STATE_LABELS } from '../model/season-text';

const TONE: Partial<Record<DriveState, string>> = {
  open: 'badge--open',
  'in-progress': 'badge--applied',
  closed: 'badge--closed',
  declined: 'badge--rejected',
  cancelled: 'badge--rejected',
};

export function DriveStateBadge({ state }: { state: DriveState }) {
  return (
    <span className={['badge', TONE[state]].filter(Boolean).join(' ')}>{DRIVE_STATE_LABELS[state]}</span>
  );
}
