import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { cancelSubmission } from './outbox';
import { usePendingSubmissions } from './use-pending-submissions';
import './pending-submissions.css';
import { countText } from '@/lib/count-text';

const timeOf = (at: number) => new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** A visible count of submissions waiting to be sent, opening a list where each can be cancelled. */
export function PendingSubmissions() {
  const rows = usePendingSubmissions();
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  const label = `${countText(rows.length, 'submission')} waiting to be sent`;
  return (
    <>
      <button type="button" className="pending-pill" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog
        open={open}
        title="Waiting to be sent"
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <p>These are kept on this device and sent automatically when the connection returns.</p>
        <ul className="pending-list">
          {rows.map((row) => (
            <li key={row.id}>
              <div>
                <strong>{row.label}</strong>
                <span className="muted">
                  Saved {timeOf(row.createdAt)}
                  {row.attempts > 0 ? ` · ${countText(row.attempts, 'attempt')} so far` : ''}
                </span>
              </div>
              <Button variant="secondary" size="small" onClick={() => void cancelSubmission(row.id!)}>
                Cancel
              </Button>
            </li>
          ))}
        </ul>
        <p className="muted">
          A cancelled submission goes back to its form as a draft (passwords are not kept).
        </p>
      </Dialog>
    </>
  );
}
