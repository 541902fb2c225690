import { FILE_KINDS, fileKindOf, fileKindsText, type FileKind } from '@/lib/files/file-kind';
import { errorResponse } from './errors';

/**
 * An uploaded file as its bytes say it is: kept under its own name with the media type its contents have (never
 * the type its sender declared, so it is served as what it is), or the refusal when its contents are not one of
 * `kinds` (415 unsupported_file_type), whatever its name.
 */
export async function uploadByContents(
  file: Blob,
  kinds: readonly FileKind[],
  what: string,
): Promise<File | Response> {
  const kind = await fileKindOf(file);
  if (!kind || !kinds.includes(kind))
    return errorResponse(
      415,
      `The ${what} must be a ${fileKindsText(kinds)} file, and this file's contents are not (its name does not decide)`,
      'unsupported_file_type',
    );
  return new File([file], file instanceof File ? file.name : what, { type: FILE_KINDS[kind].type });
}
