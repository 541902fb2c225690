import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, returnFocus, wrapTab } from './focus';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** alertdialog for confirmations and results that need an answer. */
  role?: 'dialog' | 'alertdialog';
  icon?: ReactNode;
  /** Where the focus goes when the dialog closes, when not back to its opener (read at closing time). */
  focusOnClose?: (() => HTMLElement | null | undefined) | undefined;
}

/**
 * A modal dialog on the native <dialog> element (the page behind is inert): Tab stays inside, Escape closes,
 * and the focus goes back to where it was when the dialog closes (or where `focusOnClose` says). It is drawn at
 * the end of <body>, outside any form of the page that opened it: Enter in one of its inputs (an OTP box) must
 * never submit that form.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  icon,
  focusOnClose,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const focusOnCloseRef = useRef(focusOnClose);
  useEffect(() => {
    focusOnCloseRef.current = focusOnClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Return focus to where it was, also when the dialog is unmounted rather than closed.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const target = focusOnCloseRef.current?.();
      if (target) target.focus();
      else if (opener?.isConnected) returnFocus(opener);
    };
  }, [open]);

  // A new view in the same open dialog (OTP entry → verified) can leave the focus nowhere, as the control
  // that had it went away or was disabled: then it moves to the new view's first control.
  useEffect(() => {
    const dialog = ref.current;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (open && dialog?.open && lost && document.hasFocus()) focusableIn(dialog)[0]?.focus();
  });

  // Closed, it draws nothing (and the server renders nothing, so there is no portal to hydrate).
  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(event) => wrapTab(event.nativeEvent, event.currentTarget)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__body">
        {icon}
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </dialog>,
    document.body,
  );
}
