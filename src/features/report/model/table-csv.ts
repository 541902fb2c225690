import { saveFile } from '@/lib/api/download';
import { csvText } from '@/lib/csv/csv-text';
import type { TableData } from '@/lib/report/table-data';

/** Saves a table as a CSV file that Excel opens with Indian text intact (src/lib/csv). */
export function downloadTableCsv(filename: string, table: TableData): void {
  const blob = new Blob([csvText(table.csv.headings, table.csv.rows)], { type: 'text/csv;charset=utf-8' });
  saveFile({ blob, filename });
}
