import { DOWNLOAD_URL_LIFETIME_MS } from '../constants';
import { httpError, sendRequest } from './client';
import { pathOf, type EndpointRoute, type PathParams } from './endpoint';
import { withQuery } from './query-string';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

function filenameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * GET a file (a resume, an export with its query): the same request and failures as every call (credentials, time-out, ApiError), but the
 * answer is the body as a Blob and the name from Content-Disposition.
 */
export async function apiDownload(
  target: EndpointRoute,
  params: PathParams,
  fallbackName: string,
  query: Record<string, string | undefined> = {},
): Promise<DownloadedFile> {
  const response = await sendRequest(withQuery(pathOf(target, params), query), { method: 'GET' });
  if (!response.ok) throw await httpError(response);
  const blob = await response.blob();
  return { blob, filename: filenameOf(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
