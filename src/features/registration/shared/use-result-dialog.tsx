import { useCallback, useState } from 'react';
import { ResultDialog, type ResultType } from '@/ui/result-dialog';

interface ResultState {
  type: ResultType;
  title: string;
  message: string;
  onContinue?: () => void;
}

/** One result dialog per form: `show` opens it with the given outcome; `dialog` is the element to render. */
export function useResultDialog() {
  const [result, setResult] = useState<ResultState | null>(null);
  const show = useCallback((next: ResultState) => setResult(next), []);
  const close = useCallback(() => setResult(null), []);
  const dialog = (
    <ResultDialog
      open={result !== null}
      type={result?.type ?? 'info'}
      title={result?.title ?? ''}
      message={result?.message ?? ''}
      onClose={close}
      {...(result?.onContinue ? { onContinue: result.onContinue } : {})}
    />
  );
  return { show, close, dialog };
}
