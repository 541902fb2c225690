import type { ChangeEvent } from 'react';
import { countText } from '@/lib/count-text';
import { Button } from '@/ui/button';
import { useBatchImport } from '../model/use-batch-import';
import { ImportPreview } from './import-preview';

/** The file formats taken, as the file input's accept list: CSV, or a spreadsheet saved as CSV. */
const ACCEPT = '.csv,text/csv,text/plain';

/** Import: choose a file, watch it being read, check the preview, confirm. */
export function BatchImport({ onImported }: { onImported: () => void }) {
  const { state, chooseFile, remap, confirm, reset } = useBatchImport(onImported);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void chooseFile(file);
    event.target.value = '';
  }

  if (state.step === 'preview')
    return <ImportPreview state={state} onRemap={remap} onConfirm={confirm} onCancel={reset} />;

  return (
    <section className="panel batch-import" aria-labelledby="batch-import-title">
      <h2 id="batch-import-title">Import students</h2>
      {state.step === 'done' ? (
        <div role="status" className="batch-done">
          <p>
            Imported from {state.fileName}: <strong>{countText(state.result.created, 'new student')}</strong>,{' '}
            <strong>{`${state.result.updated} updated`}</strong>, {`${state.result.unchanged} unchanged`}
            {state.skipped ? `; ${countText(state.skipped, 'row')} with problems skipped` : ''}. The batch now
            has {countText(state.result.total, 'student')}.
          </p>
          <Button variant="secondary" onClick={reset}>
            Import another file
          </Button>
        </div>
      ) : state.step === 'reading' ? (
        <div className="batch-reading">
          <p id="batch-reading-label">
            Reading {state.fileName}
            {state.progress.total
              ? `: ${state.progress.done} of ${countText(state.progress.total, 'row')}`
              : '…'}
          </p>
          <progress
            className="batch-progress"
            aria-labelledby="batch-reading-label"
            max={state.progress.total || undefined}
            value={state.progress.total ? state.progress.done : undefined}
          />
        </div>
      ) : (
        <>
          <p className="muted">
            A CSV file with a heading row (from Excel or Google Sheets: File → Save as / Download → CSV).
            Columns: roll number, name, e-mail, programme and branch, graduation year, CGPA, 10th %, 12th % or
            diploma %, active and total backlogs. Headings such as “Reg. No.”, “CGPA/10” or “XII %” are
            recognised, and you can choose the columns yourself. Students already in the batch are updated by
            roll number.
          </p>
          <label className="batch-file">
            <span className="field__label">Batch file (CSV)</span>
            <input type="file" accept={ACCEPT} onChange={pick} />
          </label>
          {state.error && (
            <p className="batch-problem" role="alert">
              {state.error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
