import { useState } from 'react';
import type { DriveDetail } from '@/lib/api/drive-contract';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { DRIVE_MACHINE, type DriveState } from '@/lib/season/machines';
import { nextSteps } from '@/lib/season/state-machine';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorBox } from '@/ui/error-box';
import { setDriveState, type Side } from '../api/season-api';
import { DRIVE_STATE_LABELS } from '../model/season-text';

/** Steps that end a drive for good: asked again before they are taken. */
const FINAL = new Set<DriveState>(['cancelled', 'declined', 'closed']);

/** The steps the drive's state machine allows this side from here (approve, publish, close…), as buttons. */
export function DriveActions({
  drive,
  side,
  onChanged,
}: {
  drive: DriveDetail;
  side: Side;
  onChanged: () => void;
}) {
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<{ to: DriveState; action: string }>();
  const [busy, setBusy] = useState(false);
  const steps = nextSteps(DRIVE_MACHINE, drive.state, side === 'college' ? 'tpo' : 'company');
  if (!steps.length) return null;
  async function take(to: DriveState) {
    setBusy(true);
    setError(undefined);
    try {
      await setDriveState(side, drive.id, to);
      onChanged();
    } catch (caught) {
      setError(portalErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="drive-actions">
      {steps.map((step) => (
        <Button
          key={step.to}
          variant={FINAL.has(step.to) ? 'secondary' : 'primary'}
          busy={busy}
          onClick={() => (FINAL.has(step.to) ? setConfirming(step) : void take(step.to))}
        >
          {step.action}
        </Button>
      ))}
      <ErrorBox message={error} />
      <ConfirmDialog
        open={Boolean(confirming)}
        title={`${confirming?.action ?? ''}?`}
        message={`The drive will be ${DRIVE_STATE_LABELS[confirming?.to ?? 'closed'].toLowerCase()}. This cannot be undone.`}
        confirmLabel={confirming?.action ?? 'Confirm'}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          const to = confirming?.to;
          setConfirming(undefined);
          if (to) void take(to);
        }}
      />
    </div>
  );
}
