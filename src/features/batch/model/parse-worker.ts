/// <reference lib="webworker" />
/**
 * Reads a batch file off the main thread: papaparse and the record rules run here, so 5,000 rows never freeze the
 * page. Posts progress as rows are read, then the whole preview.
 */
import { readBatchCsv } from '@/lib/season/record-csv';
import type { ParseRequest, ParseMessage } from './parse-messages';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const post = (message: ParseMessage) => scope.postMessage(message);
  try {
    const preview = readBatchCsv(event.data.text, event.data.mapping, (done, total) =>
      post({ type: 'progress', done, total }),
    );
    post({ type: 'done', preview });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
