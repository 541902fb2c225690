/**
 * What a file is, read from its bytes (its magic number), never from its name or the type the sender declares:
 * an upload is kept, and later served, as what its contents are. Pure; the server and the mock use it alike.
 */

/** The kinds of file the portal takes: resumes (PDF, DOC, DOCX) and offer letters (PDF, PNG, JPEG). */
export const FILE_KINDS = {
  pdf: { label: 'PDF', type: 'application/pdf' },
  doc: { label: 'DOC', type: 'application/msword' },
  docx: {
    label: 'DOCX',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  png: { label: 'PNG', type: 'image/png' },
  jpeg: { label: 'JPEG', type: 'image/jpeg' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** A resume: PDF, DOC or DOCX (spec, 'Resume'). */
export const RESUME_FILE_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];
/** An offer letter: a PDF, or a photo of the letter. */
export const LETTER_FILE_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg'];

const bytesOf = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** Each kind's signature at the start of the file. */
const SIGNATURES: ReadonlyArray<{ kind: FileKind | 'zip'; bytes: readonly number[] }> = [
  { kind: 'pdf', bytes: bytesOf('%PDF-') },
  // Word 97–2003 documents are OLE2 compound files.
  { kind: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  // A DOCX is a ZIP archive; which ZIP is decided by its entries (below).
  { kind: 'zip', bytes: bytesOf('PK\x03\x04') },
];

/** The entry every Word document (DOCX) holds; ZIP keeps entry names as plain bytes. */
const DOCX_ENTRY = bytesOf('word/document.xml');

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.length <= bytes.length && signature.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, wanted: readonly number[]): boolean {
  const first = wanted[0];
  for (let at = bytes.indexOf(first!); at >= 0; at = bytes.indexOf(first!, at + 1))
    if (wanted.every((byte, offset) => bytes[at + offset] === byte)) return true;
  return false;
}

/** What the bytes are, or undefined when they are none of the portal's kinds. */
export function fileKindOfBytes(bytes: Uint8Array): FileKind | undefined {
  const match = SIGNATURES.find(({ bytes: signature }) => startsWith(bytes, signature));
  if (match?.kind !== 'zip') return match?.kind;
  return contains(bytes, DOCX_ENTRY) ? 'docx' : undefined;
}

/** What a file is, read from its contents. */
export async function fileKindOf(file: Blob): Promise<FileKind | undefined> {
  return fileKindOfBytes(new Uint8Array(await file.arrayBuffer()));
}

/** 'PDF, DOC or DOCX' */
export function fileKindsText(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => FILE_KINDS[kind].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`;
}
