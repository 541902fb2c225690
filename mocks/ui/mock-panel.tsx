import { toast } from 'sonner';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { getControls, onControlsChange, type MockControls } from '../controls';
import { showMailboxToast } from '@/lib/mailbox-toast';
import { onMail } from '../mailbox';
import { MockSwitches } from './mock-switches';
import { SeedSwitch } from './seed-switch';
import { isPanelHidden, onPanelHiddenChange, setPanelHidden } from './panel-visibility';
import './mock-panel.css';

const HOW_TO_SHOW_AGAIN =
  'Bring it back with ?mockPanel=show in the address or portalMock.showPanel() in the console.';

function useMailboxToasts() {
  const [, navigate] = useLocation();
  useEffect(() => onMail((message) => showMailboxToast(message, navigate)), [navigate]);
}

function describe(controls: MockControls): string {
  const parts = [
    controls.delayMs ? `delay ${controls.delayMs} ms` : '',
    controls.status ? `status ${controls.status}` : '',
    controls.drop ? `drop ${controls.drop}` : '',
    controls.refuse ? 'refuse (success: false)' : '',
    controls.pathPrefix ? `on ${controls.pathPrefix}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'normal';
}

/**
 * Mock mode only: shows the demo mailbox as toasts, and a narrow tab on the right edge (inside the page's side
 * margin, so it covers no content, on a phone too) that opens the failure switches. The tab can be hidden; it
 * returns by itself while a switch is on (panel-visibility.ts).
 */
export default function MockPanel() {
  useMailboxToasts();
  const [open, setOpen] = useState(false);
  // An external store: a switch set between this render and the subscription (the console, a test) is not missed.
  const controls = useSyncExternalStore(onControlsChange, getControls, getControls);
  const hidden = useSyncExternalStore(onPanelHiddenChange, isPanelHidden, () => false);
  const state = describe(controls);
  const switchesOn = state !== 'normal';
  if (hidden && !switchesOn) return null;
  return (
    <div className="mock-panel">
      {open && (
        <section className="mock-panel__body" aria-label="Mock API">
          <p className="mock-panel__state">Mock API: {state}</p>
          <MockSwitches controls={controls} />
          <SeedSwitch />
          <button
            type="button"
            className="mock-panel__hide"
            onClick={() => {
              setOpen(false);
              setPanelHidden(true);
              toast.info(`Mock API button hidden. ${HOW_TO_SHOW_AGAIN}`);
            }}
          >
            Hide this button
          </button>
        </section>
      )}
      <button
        type="button"
        className={`mock-panel__toggle${switchesOn ? ' mock-panel__toggle--on' : ''}`}
        aria-expanded={open}
        aria-label={`Mock API: ${state}`}
        title={`Mock API: ${state}`}
        onClick={() => setOpen((value) => !value)}
      >
        {switchesOn ? '!' : 'API'}
      </button>
    </div>
  );
}
