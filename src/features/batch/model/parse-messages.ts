import type { ColumnMapping } from '@/lib/season/record-columns';
import type { BatchPreview } from '@/lib/season/record-csv';

/** What the page sends the parse worker: the file's text and, after the TPO changed it, the column mapping. */
export interface ParseRequest {
  text: string;
  mapping?: ColumnMapping;
}

export type ParseMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; preview: BatchPreview }
  | { type: 'failed'; message: string };
