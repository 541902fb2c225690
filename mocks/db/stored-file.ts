/**
 * A file the mock database keeps (a candidate's resume, an offer letter): the uploaded file, or only its name for
 * seeded ones (a PDF is generated on download). Its own module, so the state's tables (state.ts, report-state.ts)
 * share it without importing each other.
 */
export interface MockStoredFile {
  name: string;
  type: string;
  size: number;
  uploadedAt: string;
  file?: Blob;
}
