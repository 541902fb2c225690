import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/lib/routes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { signOut } from '../model/session';

/** 'Confirm Logout': Cancel, or Logout → the call → local clear (even if the call fails) → /. */
export function LogoutDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    await signOut(() => {
      onClose();
      navigate(paths.home, { replace: true });
    });
    setBusy(false);
  }
  return (
    <Dialog
      open={open}
      title="Confirm Logout"
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} busy={busy}>
            {busy ? 'Logging out...' : 'Logout'}
          </Button>
        </>
      }
    >
      <p>Are you sure you want to log out?</p>
      <p>
        Signed in as <strong>{email}</strong>
      </p>
    </Dialog>
  );
}
