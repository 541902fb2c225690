import type { ColumnMapping } from '@/lib/season/record-columns';
import type { BatchPreview } from '@/lib/season/record-csv';
import type { ParseMessage, ParseRequest } from './parse-messages';

/** Progress of reading a file: rows read of the rows in it. */
export type ReadProgress = { done: number; total: number };

/**
 * Reads and checks a batch file's text in a Web Worker, reporting progress; resolves with the preview. The worker
 * ends when it answers, and `signal` ends it early (another file was chosen).
 */
export function readBatchText(
  text: string,
  mapping: ColumnMapping | undefined,
  onProgress: (progress: ReadProgress) => void,
  signal?: AbortSignal,
): Promise<BatchPreview> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('Reading was stopped', 'AbortError'));
    });
    worker.onmessage = (event: MessageEvent<ParseMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message);
      stop();
      if (message.type === 'done') resolve(message.preview);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'The file could not be read'));
    };
    const request: ParseRequest = mapping ? { text, mapping } : { text };
    worker.postMessage(request);
  });
}
