import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import type { ColumnMapping } from '@/lib/season/record-columns';
import type { BatchPreview } from '@/lib/season/record-csv';
import { importBatch } from '../api/batch-api';
import { goodRows, recordsOf, withServerReasons, type ImportState } from './import-state';
import { readBatchText } from './read-batch-file';

const OFFLINE_PROBLEM =
  'You are offline, so nothing was imported. The preview is kept: press Import again when you are back online.';
/** No answer while online: the import may have gone in; the retry carries the same key, so it cannot go in twice. */
const NO_ANSWER_PROBLEM =
  'The portal did not answer, so the import may or may not have gone in. The preview is kept: press Import again (it will not import anything twice).';

type PreviewState = Extract<ImportState, { step: 'preview' }>;

/**
 * Asks the server (dry run) what the good rows would do; rows it refuses (an e-mail another student keeps) get its
 * reasons and are left out, then it is asked again for the counts of the rest.
 */
async function checkWithServer(preview: BatchPreview): Promise<Pick<PreviewState, 'preview' | 'counts'>> {
  let current = preview;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const sent = goodRows(current.rows);
    if (!sent.length || current.missing.length) return { preview: current };
    try {
      const answer = await importBatch(recordsOf(sent), { dryRun: true });
      if (answer.ok) return { preview: current, counts: answer.result };
      current = withServerReasons(current, sent, answer.refusal);
    } catch {
      return { preview: current, counts: 'unknown' };
    }
  }
  return { preview: current, counts: 'unknown' };
}

/** The import flow of the Batch screen: read a file (in a worker), preview, remap columns, confirm, retry. */
export function useBatchImport(onImported: () => void) {
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const reading = useRef<AbortController | undefined>(undefined);

  async function read(fileName: string, text: string, mapping?: ColumnMapping) {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setState({ step: 'reading', fileName, progress: { done: 0, total: 0 } });
    try {
      const parsed = await readBatchText(
        text,
        mapping,
        (progress) => setState({ step: 'reading', fileName, progress }),
        controller.signal,
      );
      const checked = await checkWithServer(parsed);
      if (controller.signal.aborted) return;
      setState({ step: 'preview', fileName, text, ...checked, idempotencyKey: crypto.randomUUID() });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'choose', error: `${fileName} could not be read: ${(error as Error).message}` });
    }
  }

  async function chooseFile(file: File) {
    read(file.name, await file.text());
  }

  function remap(mapping: ColumnMapping) {
    if (state.step === 'preview') read(state.fileName, state.text, mapping);
  }

  async function confirm() {
    if (state.step !== 'preview' || state.sending) return;
    const sent = goodRows(state.preview.rows);
    setState({ ...state, sending: true, problem: undefined });
    try {
      const answer = await importBatch(recordsOf(sent), {
        dryRun: false,
        idempotencyKey: state.idempotencyKey,
      });
      if (answer.ok) {
        setState({
          step: 'done',
          fileName: state.fileName,
          result: answer.result,
          skipped: state.preview.rows.length - sent.length,
        });
        onImported();
        return;
      }
      setState({
        ...state,
        sending: false,
        preview: withServerReasons(state.preview, sent, answer.refusal),
        problem: `${answer.refusal.message}. Those rows now show why; the others can go in.`,
        idempotencyKey: crypto.randomUUID(),
      });
    } catch (error) {
      const noAnswer = isApiError(error) && error.isNoResponse;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      setState({
        ...state,
        sending: false,
        problem: !noAnswer ? portalErrorMessage(error) : offline ? OFFLINE_PROBLEM : NO_ANSWER_PROBLEM,
      });
    }
  }

  function reset() {
    reading.current?.abort();
    setState({ step: 'choose' });
  }

  return { state, chooseFile, remap, confirm, reset };
}
