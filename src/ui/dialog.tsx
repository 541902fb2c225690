import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** alertdialog for confirmations and results that need an answer. */
  role?: 'dialog' | 'alertdialog';
  icon?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and returns
 * focus to where it was when the dialog closes.
 */
export function Dialog({ open, title, onClose, children, actions, role = 'dialog', icon }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Return focus to where it was, also when the dialog is unmounted rather than closed.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          {icon}
          <h2 id={titleId}>{title}</h2>
          {children}
          {actions && <div className="dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
