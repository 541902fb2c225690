import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { clearControls, getControls, onControlsChange, setControls, type MockControls } from '../controls';
import { mockStore } from '../db/store';
import { onMail } from '../mailbox';
import './mock-panel.css';

/** Demo mail stays on screen longer than product toasts: the person needs time to read the code. */
const MAILBOX_TOAST_MS = 30_000;

function useMailboxToasts() {
  const [, navigate] = useLocation();
  useEffect(
    () =>
      onMail((message) => {
        toast.info(message.text, {
          duration: MAILBOX_TOAST_MS,
          ...(message.link
            ? { action: { label: 'Open reset link', onClick: () => navigate(message.link ?? '/') } }
            : {}),
        });
      }),
    [navigate],
  );
}

function describe(controls: MockControls): string {
  const parts = [
    controls.delayMs ? `delay ${controls.delayMs} ms` : '',
    controls.status ? `status ${controls.status}` : '',
    controls.drop ? `drop ${controls.drop}` : '',
    controls.pathPrefix ? `on ${controls.pathPrefix}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'normal';
}

/** Mock mode only: shows the demo mailbox as toasts and offers switches for latency and failures. */
export default function MockPanel() {
  useMailboxToasts();
  const [open, setOpen] = useState(false);
  const [controls, setLocal] = useState<MockControls>(getControls());
  useEffect(() => onControlsChange(setLocal), []);
  const active = describe(controls);
  return (
    <div className="mock-panel">
      <button
        type="button"
        className="mock-panel__toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        Mock API: {active}
      </button>
      {open && (
        <form
          className="mock-panel__body"
          aria-label="Mock API switches"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const drop = String(data.get('drop') ?? '');
            setControls({
              delayMs: Number(data.get('delayMs')) || undefined,
              status: Number(data.get('status')) || undefined,
              drop: drop === 'before' || drop === 'after' ? drop : undefined,
              pathPrefix: String(data.get('pathPrefix') ?? '') || undefined,
            });
          }}
        >
          <label>
            Delay (ms){' '}
            <input name="delayMs" type="number" min={0} step={500} defaultValue={controls.delayMs ?? ''} />
          </label>
          <label>
            Force status{' '}
            <input name="status" type="number" min={400} max={599} defaultValue={controls.status ?? ''} />
          </label>
          <label>
            Drop responses
            <select name="drop" defaultValue={controls.drop ?? ''}>
              <option value="">never</option>
              <option value="before">before the server acts</option>
              <option value="after">after the server acts</option>
            </select>
          </label>
          <label>
            Only paths starting with{' '}
            <input name="pathPrefix" placeholder="/user/login" defaultValue={controls.pathPrefix ?? ''} />
          </label>
          <div className="mock-panel__actions">
            <button type="submit">Apply</button>
            <button type="button" onClick={clearControls}>
              Back to normal
            </button>
            <button
              type="button"
              onClick={() => {
                void mockStore()
                  .reset()
                  .then(() => toast.success('Mock data reset to the demo seed'));
              }}
            >
              Reset mock data
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
