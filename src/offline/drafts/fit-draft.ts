/**
 * A draft is read back into a form that may have changed since it was saved (a newer version of the portal). Its
 * values are fitted to the form's blank values before the form sees them: a value of another kind than the form
 * holds there (text where a list is, a list where a text is) is dropped for the blank one, and said so; a value
 * the blank form leaves unset (an optional field, a file) is kept as it is. It never throws on what it reads.
 */

type Kind = 'none' | 'text' | 'number' | 'boolean' | 'list' | 'file' | 'record' | 'other';

function kindOf(value: unknown): Kind {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'list';
  if (typeof Blob !== 'undefined' && value instanceof Blob) return 'file';
  return typeof value === 'object' ? 'record' : 'other';
}

const pathOf = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

function fit(stored: unknown, blank: unknown, path: string, dropped: string[]): unknown {
  const have = kindOf(stored);
  const want = kindOf(blank);
  if (have === 'none') return blank;
  // Unset in a blank form: an optional value (or a file, whose blank is '') is the form's to read.
  if (want === 'none' || (want === 'text' && have === 'file')) return have === 'other' ? blank : stored;
  if (have !== want) {
    dropped.push(path);
    return blank;
  }
  if (want === 'list') {
    const template = (blank as unknown[])[0];
    if (template === undefined) return stored;
    return (stored as unknown[]).map((item, index) => fit(item, template, pathOf(path, index), dropped));
  }
  if (want === 'record') {
    const record = stored as Record<string, unknown>;
    const shape = blank as Record<string, unknown>;
    const fitted: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(shape), ...Object.keys(record)])) {
      fitted[key] = fit(record[key], shape[key], pathOf(path, key), dropped);
    }
    return fitted;
  }
  return stored;
}

/** The stored values fitted to the form's blank values, and the paths of what was dropped ('student_strength'). */
export function fitDraft<Values>(stored: unknown, blank: Values): { values: Values; dropped: string[] } {
  const dropped: string[] = [];
  const values = fit(stored, blank, '', dropped) as Values;
  return { values, dropped };
}
