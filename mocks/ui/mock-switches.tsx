import { toast } from 'sonner';
import { clearControls, setControls, type MockControls } from '../controls';
import { mockStore } from '../db/store';

/** The failure switches of the Mock API panel and its resets. */
export function MockSwitches({ controls }: { controls: MockControls }) {
  return (
    <form
      className="mock-panel__switches"
      aria-label="Mock API switches"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const drop = String(data.get('drop') ?? '');
        setControls({
          delayMs: Number(data.get('delayMs')) || undefined,
          status: Number(data.get('status')) || undefined,
          drop: drop === 'before' || drop === 'after' ? drop : undefined,
          refuse: data.get('refuse') === 'on' || undefined,
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
        <input name="refuse" type="checkbox" defaultChecked={controls.refuse ?? false} /> Refuse with success:
        false
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
              .then(() => toast.success('Mock data reset to its seed'));
          }}
        >
          Reset mock data
        </button>
      </div>
    </form>
  );
}
