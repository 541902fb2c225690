/**
 * Reading a spreadsheet cell as a record value, the way colleges write them: '85.4 %', '8.5/10', 'Nil' backlogs,
 * '2022-26' for the graduating year, 'Computer Science & Engg' or 'B.Tech CSE' for a branch. Each reader returns
 * undefined for a cell it cannot read, and the record rules say why.
 */
import { SEASON_BRANCHES, type Programme, type SeasonBranch } from './student-record';

/** A cell with surrounding spaces (and a spreadsheet's no-break spaces) removed. */
export const cleanCell = (cell: string | undefined) => (cell ?? '').replace(/\u00A0/g, ' ').trim();

/** A plain decimal number ('85', '85.40'), optionally followed by '%' or '/10' / '/100'. */
export function readNumber(cell: string | undefined): number | undefined {
  const match = /^([+-]?\d+(?:\.\d+)?|[+-]?\.\d+)\s*(?:%|\/\s*10{1,2})?$/.exec(cleanCell(cell));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** What spreadsheets write for 'none' in a backlog column. */
const NONE_WORDS = new Set(['', '-', '–', 'nil', 'none', 'no', 'na', 'n/a']);

/** A count of backlogs: a whole number, and a blank, '-', 'Nil' or 'None' read as 0. */
export function readCount(cell: string | undefined): number | undefined {
  const text = cleanCell(cell).toLowerCase();
  if (NONE_WORDS.has(text)) return 0;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** A graduating year: '2026', or the last year of a span ('2022-26', '2022 – 2026'). */
export function readYear(cell: string | undefined): number | undefined {
  const text = cleanCell(cell);
  if (/^\d{4}$/.test(text)) return Number(text);
  const span = /^(\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/.exec(text);
  if (!span?.[1] || !span[2]) return undefined;
  return span[2].length === 4 ? Number(span[2]) : Number(span[1].slice(0, 2) + span[2]);
}

/** Words reduced for comparing names of branches and programmes ('Engg.' and 'Engineering' alike). */
function normalizeWords(text: string): string {
  return cleanCell(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bengg?\b\.?/g, 'engineering')
    .replace(/\bcomp\b\.?/g, 'computer')
    .replace(/\bsci\b\.?/g, 'science')
    .replace(/\btech\b\.?/g, 'technology')
    .replace(/\belec\b\.?/g, 'electronics')
    .replace(/\bcomm\b\.?/g, 'communication')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Other ways a branch is written, besides its code and label. */
const BRANCH_ALIASES: Record<SeasonBranch, readonly string[]> = {
  CSE: ['cs', 'cse', 'computer science', 'computer science engineering', 'computer engineering', 'cs and e'],
  'CSE-AIML': [
    'aiml',
    'ai ml',
    'ai and ml',
    'cse aiml',
    'cse ai ml',
    'cse ai and ml',
    'artificial intelligence and machine learning',
    'computer science and engineering artificial intelligence and machine learning',
  ],
  'CSE-AIDS': [
    'aids',
    'ai ds',
    'ai and ds',
    'cse aids',
    'cse ai ds',
    'cse ai and ds',
    'artificial intelligence and data science',
    'computer science and engineering artificial intelligence and data science',
  ],
  IT: ['it', 'information technology', 'info technology'],
  ECE: [
    'ec',
    'ece',
    'e and c',
    'electronics and communication',
    'electronics and communications engineering',
    'electronics and telecommunication',
    'electronics and telecommunication engineering',
    'extc',
    'entc',
  ],
  EEE: ['ee', 'eee', 'electrical', 'electrical engineering', 'electrical and electronics', 'e and e'],
  MECH: ['me', 'mech', 'mechanical', 'mechanical engineering'],
  CIVIL: ['ce', 'civil', 'civil engineering'],
  CHEM: ['che', 'chem', 'chemical', 'chemical engineering'],
  MBA: ['mba', 'management', 'management studies', 'business administration'],
  MCA: ['mca', 'computer applications', 'master of computer applications'],
};

const BRANCH_NAMES: ReadonlyMap<string, SeasonBranch> = new Map(
  SEASON_BRANCHES.flatMap(({ value, label }) =>
    [value, label, ...BRANCH_ALIASES[value]].map((name) => [normalizeWords(name), value] as const),
  ),
);

/** How programmes are written, and the words a branch cell may start with to name one ('B.Tech CSE'). */
const PROGRAMME_NAMES: readonly [Programme, readonly string[]][] = [
  [
    'btech',
    ['btech', 'b technology', 'b tech', 'be', 'b e', 'bachelor of technology', 'bachelor of engineering'],
  ],
  [
    'mtech',
    ['mtech', 'm technology', 'm tech', 'me', 'm e', 'master of technology', 'master of engineering'],
  ],
  ['mca', ['mca', 'master of computer applications']],
  ['mba', ['mba', 'pgdm', 'master of business administration']],
];

/** A programme as written ('B.E.', 'B.Tech', 'MCA'). */
export function readProgramme(cell: string | undefined): Programme | undefined {
  const words = normalizeWords(cell ?? '');
  return PROGRAMME_NAMES.find(([, names]) => names.includes(words))?.[0];
}

/**
 * A branch as written, and the programme when the cell names one too ('B.Tech CSE', 'M.Tech - Computer Science').
 * Words in brackets are kept as words: 'CSE (AI & ML)' is CSE-AIML.
 */
export function readBranch(cell: string | undefined): { branch?: SeasonBranch; programme?: Programme } {
  const words = normalizeWords(cell ?? '');
  const direct = BRANCH_NAMES.get(words);
  if (direct) return { branch: direct };
  for (const [programme, names] of PROGRAMME_NAMES) {
    const prefix = names.find((name) => words.startsWith(`${name} `));
    const branch = prefix ? BRANCH_NAMES.get(words.slice(prefix.length + 1).replace(/^in /, '')) : undefined;
    if (branch) return { branch, programme };
  }
  return {};
}

/** The programme a branch implies when the file has no programme column. */
export function programmeOfBranch(branch: SeasonBranch): Programme {
  return branch === 'MBA' ? 'mba' : branch === 'MCA' ? 'mca' : 'btech';
}
