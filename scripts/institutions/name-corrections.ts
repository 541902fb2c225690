import { dataLines } from '../../src/lib/institutions/data-lines';

/**
 * The reviewed corrections of AICTE's spellings for display (data/institution-name-corrections.tsv, issue 19).
 * - `name`: one whole name as AICTE writes it → as it is shown (words run together: GOVERNMENTENGINEERING…).
 * - `word`: a misspelt word, wherever it stands as a whole word (GOVERMENT → GOVERNMENT).
 * - `text`: a run of characters anywhere (' , ' → ', ', the backtick of SOCIETY`S → SOCIETY'S).
 * - `end`: characters left dangling at the end of a name (a trailing comma or backtick) → removed.
 * A cell in double quotes keeps its spaces ('" , "'); '""' is the empty text.
 */
export type CorrectionKind = 'name' | 'word' | 'text' | 'end';

export interface NameCorrection {
  kind: CorrectionKind;
  from: string;
  to: string;
  reason: string;
}

const KINDS: readonly CorrectionKind[] = ['name', 'word', 'text', 'end'];
const FILE = 'institution-name-corrections.tsv';

const unquote = (cell: string) => (/^".*"$/.test(cell) ? cell.slice(1, -1) : cell.trim());

export function parseNameCorrections(text: string): NameCorrection[] {
  return dataLines(text).map(({ line, number }) => {
    const [kind = '', from = '', to = '', reason = ''] = line.split('\t');
    const correction = {
      kind: kind as CorrectionKind,
      from: unquote(from),
      to: unquote(to),
      reason: reason.trim(),
    };
    if (!KINDS.includes(correction.kind) || !correction.from || !correction.reason) {
      throw new Error(
        `${FILE} line ${number}: expected kind (${KINDS.join('|')})<TAB>from<TAB>to<TAB>reason`,
      );
    }
    return correction;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Applies one correction; the name comes back unchanged when it does not apply. */
function applyOne(name: string, { kind, from, to }: NameCorrection): string {
  switch (kind) {
    case 'name':
      return name === from ? to : name;
    case 'word':
      return name.replace(new RegExp(`(?<![A-Z])${escape(from)}(?![A-Z])`, 'g'), to);
    case 'text':
      return name.split(from).join(to);
    case 'end':
      return name.endsWith(from) ? name.slice(0, -from.length).trimEnd() : name;
  }
}

/** A name as shown, and the corrections that changed it (in the table's order; whole names first). */
export function correctName(
  name: string,
  corrections: readonly NameCorrection[],
): { name: string; applied: NameCorrection[] } {
  const ordered = [...corrections].sort((a, b) => Number(b.kind === 'name') - Number(a.kind === 'name'));
  const applied: NameCorrection[] = [];
  let current = name;
  for (const correction of ordered) {
    const next = applyOne(current, correction);
    if (next !== current) applied.push(correction);
    current = next;
  }
  return { name: current.replace(/\s+/g, ' ').trim(), applied };
}
