import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import { join } from 'node:path';

/** How a stored file stands in the database's rows: its id under the files folder, and its media type. */
interface FileMark {
  $storedFile: string;
  type: string;
}

function containsBlob(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (typeof value !== 'object' || value === null) return false;
  for (const inner of Object.values(value)) if (containsBlob(inner)) return true;
  return false;
}

const isMark = (value: unknown): value is FileMark =>
  typeof value === 'object' && value !== null && typeof (value as FileMark).$storedFile === 'string';

/**
 * Files the state holds as Blobs (resumes, offer letters) are kept as files under DATA_DIR/files, and the rows
 * keep a mark in their place; reading the rows back gives Blobs that read the file when asked. A file is written
 * once: a Blob read from, or written to, the folder keeps its id.
 */
export class StoredFiles {
  private readonly ids = new WeakMap<Blob, string>();

  constructor(private readonly folder: string) {}

  /** The value with every Blob in it replaced by its mark (written to the folder if new). */
  async marked(value: unknown): Promise<unknown> {
    // Most rows hold no file: a quick look first spares them the copy.
    return containsBlob(value) ? this.markedCopy(value) : value;
  }

  private async markedCopy(value: unknown): Promise<unknown> {
    if (value instanceof Blob) return { $storedFile: await this.store(value), type: value.type };
    if (Array.isArray(value)) return Promise.all(value.map((item) => this.marked(item)));
    if (typeof value !== 'object' || value === null) return value;
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, inner]) => [key, await this.marked(inner)] as const),
    );
    return Object.fromEntries(entries);
  }

  /** The value with every mark replaced by a Blob of its file, in place. */
  async unmarked(value: unknown): Promise<unknown> {
    if (isMark(value)) return this.open(value);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      if (typeof inner === 'object' && inner !== null) record[key] = await this.unmarked(inner);
    }
    return value;
  }

  private async store(blob: Blob): Promise<string> {
    const known = this.ids.get(blob);
    if (known) return known;
    const id = randomUUID();
    await mkdir(this.folder, { recursive: true });
    await writeFile(join(this.folder, id), new Uint8Array(await blob.arrayBuffer()));
    this.ids.set(blob, id);
    return id;
  }

  private async open(mark: FileMark): Promise<Blob> {
    const blob = await openAsBlob(join(this.folder, mark.$storedFile), { type: mark.type });
    this.ids.set(blob, mark.$storedFile);
    return blob;
  }
}
