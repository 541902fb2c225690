import { Button } from './button';
import { Dialog } from './dialog';
import './styles/result-dialog.css';

export type ResultType = 'success' | 'error' | 'warning' | 'info';

const BUTTON_LABEL: Record<ResultType, string> = {
  success: 'Continue to Login page',
  error: 'Try Again',
  warning: 'OK',
  info: 'OK',
};

const ICON: Record<ResultType, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

interface ResultDialogProps {
  open: boolean;
  type: ResultType;
  title: string;
  message: string;
  onClose: () => void;
  /** The success button's action (defaults to closing). */
  onContinue?: () => void;
  /** The success button's words, where the spec's 'Continue to Login page' does not fit. */
  continueLabel?: string;
}

/** The shared result dialog: success, error, warning and info, each with the spec's button. */
export function ResultDialog({
  open,
  type,
  title,
  message,
  onClose,
  onContinue,
  continueLabel,
}: ResultDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      icon={
        <span className={`result-icon result-icon--${type}`} aria-hidden="true">
          {ICON[type]}
        </span>
      }
      actions={
        <Button autoFocus onClick={type === 'success' && onContinue ? onContinue : onClose}>
          {(type === 'success' && continueLabel) || BUTTON_LABEL[type]}
        </Button>
      }
    >
      <p className="result-message">{message}</p>
    </Dialog>
  );
}
