import { tsvRows } from './data-lines.ts';

/**
 * A former name ('REGIONAL ENGINEERING COLLEGE TIRUCHIRAPPALLI'), an informal one ('IIT KGP'), or the name of the
 * university whose own college the institution is ('OSMANIA UNIVERSITY' for its University College of Engineering):
 * students give the university's name for that college, and the search treats it as an informal name.
 */
type AliasKind = 'former' | 'informal' | 'university';

/** One line of data/institution-aliases.tsv. */
export interface InstitutionAlias {
  kind: AliasKind;
  alias: string;
  /** The id of the one institution it names. */
  target: string;
  /** The target's name as listed: a check for the human editing the file (a test compares them). */
  targetName: string;
}

const KINDS: readonly AliasKind[] = ['former', 'informal', 'university'];

/** Parses data/institution-aliases.tsv: kind<TAB>alias<TAB>target id<TAB>target name. */
export function parseAliases(text: string): InstitutionAlias[] {
  const file = 'institution-aliases.tsv';
  return tsvRows(text, file, ['kind', 'alias', 'target id', 'target name']).map(
    ([kind = '', alias = '', target = '', targetName = '']) => {
      if (!(KINDS as string[]).includes(kind)) {
        throw new Error(`${file}: '${alias}': kind must be ${KINDS.join(', ')}, not '${kind}'`);
      }
      return { kind: kind as AliasKind, alias, target, targetName };
    },
  );
}
