/** A file's size as people read it: '1.5 MB' from a megabyte up, else whole kilobytes (never '0 KB'). */
export function fileSizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
