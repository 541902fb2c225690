/** One line of the institution reference list: 'NAME, DISTRICT', the district after the LAST comma. */
export interface ListedInstitution {
  name: string;
  /** As written in the list (upper case, spaces collapsed); '' when the line has none. */
  district: string;
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Parses one line. Tolerates stray spaces and tabs, lower case, a byte-order mark, names that contain commas
 * (the district follows the last comma), a trailing comma and a missing district. Blank lines give undefined.
 */
export function parseInstitutionLine(line: string): ListedInstitution | undefined {
  const text = collapseSpaces(line.replace(/^\uFEFF/, ''));
  if (!text) return undefined;
  const comma = text.lastIndexOf(',');
  const rawName = comma === -1 ? text : text.slice(0, comma);
  const rawDistrict = comma === -1 ? '' : text.slice(comma + 1);
  // A name may end in stray commas ('NAME,, DISTRICT'); they are not part of it.
  const name = collapseSpaces(rawName.replace(/[\s,]+$/, '')).toUpperCase();
  const district = collapseSpaces(rawDistrict).toUpperCase();
  return name ? { name, district } : undefined;
}
