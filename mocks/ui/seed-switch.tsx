import { useState } from 'react';
import { toast } from 'sonner';
import { mockStore } from '../db/store';
import { chooseSeed, seedChoice } from '../seed-choice';

/**
 * The Mock API panel's seed choice: the demo season, or the large campus for performance work (also ?mockSeed=large).
 * Switching re-seeds the mock database and reloads the page so every screen reads the new data.
 */
export function SeedSwitch() {
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="mock-panel__switches"
      aria-label="Mock data seed"
      onSubmit={(event) => {
        event.preventDefault();
        const name = new FormData(event.currentTarget).get('seed') === 'large' ? 'large' : 'demo';
        setBusy(true);
        chooseSeed(name);
        void mockStore()
          .reset()
          .then(() => {
            toast.success(name === 'large' ? 'Large campus seeded' : 'Demo season seeded');
            window.location.reload();
          })
          .finally(() => setBusy(false));
      }}
    >
      <label>
        Seed
        <select name="seed" defaultValue={seedChoice()}>
          <option value="demo">Demo season (600 students)</option>
          <option value="large">Large campus (5,000 students, 300 companies)</option>
        </select>
      </label>
      <div className="mock-panel__actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Seeding…' : 'Load seed'}
        </button>
      </div>
    </form>
  );
}
