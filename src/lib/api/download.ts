import { REQUEST_TIMEOUT_MS } from '../constants';
import { ApiError } from './api-error';
import { API_BASE_URL } from './client';
import { requestsMayStart } from './request-gate';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

function filenameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function serverMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET a file (a resume): like apiRequest — credentials included, aborted after the request timeout, failures
 * as ApiError — but the answer is the body as a Blob and the name from Content-Disposition.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  await requestsMayStart();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE_URL}${path}`, { credentials: 'include', signal: controller.signal });
    } catch (cause) {
      throw new ApiError(timedOut ? 'timeout' : 'network', { cause });
    }
    if (!response.ok) {
      const serverMessage = await serverMessageOf(response);
      throw new ApiError('http', { status: response.status, ...(serverMessage ? { serverMessage } : {}) });
    }
    const blob = await response.blob();
    return { blob, filename: filenameOf(response.headers.get('Content-Disposition'), fallbackName) };
  } finally {
    clearTimeout(timer);
  }
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
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
