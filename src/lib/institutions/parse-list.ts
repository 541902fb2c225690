/** One entry of the institution reference list: 'NAME, DISTRICT' (district after the LAST comma). */
export interface Institution {
  id: string;
  name: string;
  district: string;
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Parses one line; tolerates stray spaces and a missing district. Blank lines give undefined. */
export function parseInstitutionLine(line: string): Omit<Institution, 'id'> | undefined {
  const text = collapseSpaces(line);
  if (!text) return undefined;
  const comma = text.lastIndexOf(',');
  if (comma === -1) return { name: text.toUpperCase(), district: '' };
  const name = collapseSpaces(text.slice(0, comma)).replace(/,$/, '').toUpperCase();
  const district = collapseSpaces(text.slice(comma + 1)).toUpperCase();
  return name ? { name, district } : undefined;
}

/** Parses the whole list, dropping exact repeats (same name and district). */
export function parseInstitutionList(text: string): Institution[] {
  const seen = new Set<string>();
  const result: Institution[] = [];
  for (const line of text.split(/\r?\n/)) {
    const entry = parseInstitutionLine(line);
    if (!entry) continue;
    const id = slug(`${entry.name} ${entry.district}`);
    if (seen.has(id)) continue;
    seen.add(id);
    result.push({ id, ...entry });
  }
  return result;
}
