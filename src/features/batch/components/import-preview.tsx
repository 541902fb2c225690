import { useState } from 'react';
import { countText } from '@/lib/count-text';
import type { ColumnMapping } from '@/lib/season/record-columns';
import { Button } from '@/ui/button';
import { badRows, goodRows, type ImportState } from '../model/import-state';
import { ColumnMappingForm } from './column-mapping';
import { PreviewRowCard } from './preview-row-card';
import { VirtualRows } from './virtual-rows';

type PreviewState = Extract<ImportState, { step: 'preview' }>;

function CountsLine({ counts }: { counts: PreviewState['counts'] }) {
  if (counts === undefined) return null;
  if (counts === 'unknown')
    return <p className="muted">How many are new or updated shows when the portal can be reached.</p>;
  return (
    <p>
      Of the good rows: <strong>{countText(counts.created, 'new student')}</strong>,{' '}
      <strong>{`${counts.updated} updated`}</strong> (same roll number),{' '}
      <strong>{`${counts.unchanged} unchanged`}</strong>.
    </p>
  );
}

interface ImportPreviewProps {
  state: PreviewState;
  onRemap: (mapping: ColumnMapping) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The preview: columns, counts, every bad row with its reasons (or every row), and the one confirm button. */
export function ImportPreview({ state, onRemap, onConfirm, onCancel }: ImportPreviewProps) {
  const { preview, fileName } = state;
  const good = goodRows(preview.rows);
  const bad = badRows(preview.rows);
  const [showAll, setShowAll] = useState(bad.length === 0);
  const shown = showAll ? preview.rows : bad;
  const canImport = good.length > 0 && preview.missing.length === 0;
  return (
    <section className="panel batch-preview" aria-labelledby="batch-preview-title">
      <h2 id="batch-preview-title">Preview of {fileName}</h2>
      <p>
        {countText(preview.rows.length, 'row')}: <strong>{countText(good.length, 'good row')}</strong>,{' '}
        <strong className={bad.length ? 'batch-bad-count' : undefined}>
          {countText(bad.length, 'row')} with problems
        </strong>
        . Nothing is imported until you press Import.
      </p>
      <CountsLine counts={state.counts} />
      <ColumnMappingForm
        headings={preview.headings}
        mapping={preview.mapping}
        missing={preview.missing}
        onChange={onRemap}
      />
      {state.problem && (
        <p className="batch-problem" role="alert">
          {state.problem}
        </p>
      )}
      <div className="batch-actions">
        <Button onClick={onConfirm} disabled={!canImport} busy={state.sending}>
          {state.sending
            ? 'Importing…'
            : bad.length
              ? `Import ${countText(good.length, 'good row')}, skip ${bad.length}`
              : `Import ${countText(good.length, 'row')}`}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
      {state.sending && <progress className="batch-progress" aria-label="Importing the batch" />}
      <fieldset className="batch-show">
        <legend>Show</legend>
        <label>
          <input type="radio" name="batch-show" checked={!showAll} onChange={() => setShowAll(false)} /> Rows
          with problems ({bad.length})
        </label>
        <label>
          <input type="radio" name="batch-show" checked={showAll} onChange={() => setShowAll(true)} /> All
          rows ({preview.rows.length})
        </label>
      </fieldset>
      {shown.length ? (
        <VirtualRows
          items={shown}
          label={showAll ? 'All rows of the file' : 'Rows with problems'}
          keyOf={(row) => String(row.row)}
          renderItem={(row) => <PreviewRowCard row={row} />}
        />
      ) : (
        <p className="muted">No row has a problem.</p>
      )}
    </section>
  );
}
