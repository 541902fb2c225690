/**
 * The columns of a batch file and how a spreadsheet's own headings are matched to them. Colleges export their
 * records from many systems ('Roll No', 'Reg. No.', 'USN', 'CGPA/10', 'Email ID', 'X %', 'XII %'), so headings are
 * compared after normalising case, punctuation and common spellings, and the TPO can correct the guess by hand.
 */

/** The record fields a column can fill, in the order the export writes them. */
export const RECORD_FIELDS = [
  'rollNumber',
  'name',
  'email',
  'programme',
  'branch',
  'graduationYear',
  'cgpa',
  'tenthPercent',
  'twelfthPercent',
  'diplomaPercent',
  'activeBacklogs',
  'totalBacklogs',
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

interface ColumnSpec {
  /** The heading the export writes and the mapping form shows. */
  label: string;
  /** Must a file have this column? (Programme is derived from the branch when absent; 12th or diploma per row.) */
  required: boolean;
  /** Other headings that mean this column, written as people write them; normalised before comparing. */
  aliases: readonly string[];
}

export const RECORD_COLUMNS: Record<RecordField, ColumnSpec> = {
  rollNumber: {
    label: 'Roll No',
    required: true,
    aliases: [
      'roll number',
      'rollno',
      'roll',
      'reg no',
      'regd no',
      'registration number',
      'registration no',
      'register number',
      'register no',
      'usn',
      'enrollment number',
      'enrollment no',
      'enrolment number',
      'enrolment no',
      'prn',
      'hall ticket number',
      'hall ticket no',
      'admission number',
      'admission no',
      'student id',
    ],
  },
  name: {
    label: 'Name',
    required: true,
    aliases: ['student name', 'full name', 'name of the student', 'name of student', 'candidate name'],
  },
  email: {
    label: 'Email',
    required: true,
    aliases: [
      'email id',
      'email address',
      'mail id',
      'mail',
      'college email',
      'college email id',
      'official email',
      'student email',
    ],
  },
  programme: {
    label: 'Programme',
    required: false,
    aliases: ['program', 'degree', 'course', 'programme name'],
  },
  branch: {
    label: 'Branch',
    required: true,
    aliases: [
      'department',
      'dept',
      'discipline',
      'specialisation',
      'specialization',
      'stream',
      'programme branch',
      'program branch',
      'branch name',
    ],
  },
  graduationYear: {
    label: 'Graduation Year',
    required: true,
    aliases: [
      'year of graduation',
      'passing year',
      'year of passing',
      'passout year',
      'pass out year',
      'yop',
      'batch',
      'graduating year',
    ],
  },
  cgpa: {
    label: 'CGPA',
    required: true,
    aliases: ['cgpa out of 10', 'cpi', 'gpa', 'aggregate cgpa', 'ug cgpa', 'current cgpa', 'btech cgpa'],
  },
  tenthPercent: {
    label: '10th %',
    required: true,
    aliases: [
      '10th',
      '10th percent',
      '10th percentage',
      'x',
      'x percent',
      'x percentage',
      'class 10',
      'class x',
      'ssc',
      'ssc percent',
      'sslc',
      'sslc percent',
      'matric',
      'matriculation',
    ],
  },
  twelfthPercent: {
    label: '12th %',
    required: false,
    aliases: [
      '12th',
      '12th percent',
      '12th percentage',
      'xii',
      'xii percent',
      'xii percentage',
      'class 12',
      'class xii',
      'hsc',
      'hsc percent',
      'puc',
      'puc percent',
      'intermediate',
      '12th or diploma percent',
      '12th diploma percent',
    ],
  },
  diplomaPercent: {
    label: 'Diploma %',
    required: false,
    aliases: ['diploma', 'diploma percent', 'diploma percentage'],
  },
  activeBacklogs: {
    label: 'Active Backlogs',
    required: true,
    aliases: [
      'current backlogs',
      'live backlogs',
      'backlogs active',
      'active arrears',
      'current arrears',
      'standing arrears',
      'backlogs',
      'arrears',
    ],
  },
  totalBacklogs: {
    label: 'Total Backlogs',
    required: true,
    aliases: [
      'backlog history',
      'history of backlogs',
      'backlogs history',
      'total arrears',
      'history of arrears',
      'arrear history',
      'backlogs total',
    ],
  },
};

const REQUIRED_FIELDS = RECORD_FIELDS.filter((field) => RECORD_COLUMNS[field].required);

/**
 * A heading reduced to plain words: lower case, '&' as 'and', '%' as 'percent', 'e-mail' as 'email', 'no.' as
 * 'no', a trailing '/10' or '(out of 10)' dropped, any other punctuation as a space.
 */
function normalizeHeading(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\uFEFF/, '')
    .replace(/e[\s-]?mail/g, 'email')
    .replace(/&/g, ' and ')
    .replace(/%/g, ' percent ')
    .replace(/\(?\s*(?:\/|out of)\s*10\s*\)?\s*$/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const HEADINGS: ReadonlyMap<string, RecordField> = new Map(
  RECORD_FIELDS.flatMap((field) =>
    [field, RECORD_COLUMNS[field].label, ...RECORD_COLUMNS[field].aliases].map(
      (heading) => [normalizeHeading(heading), field] as const,
    ),
  ),
);

/** The field a heading names, if it is one of the known spellings. */
export function fieldForHeading(heading: string): RecordField | undefined {
  return HEADINGS.get(normalizeHeading(heading));
}

/** Which column (by its index in the file) fills each field; a field without a column is absent. */
export type ColumnMapping = Partial<Record<RecordField, number>>;

/** The mapping guessed from a file's headings: each field takes the first column that names it. */
export function suggestMapping(headings: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headings.forEach((heading, index) => {
    const field = fieldForHeading(heading);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** The required fields the mapping leaves without a column, and whether neither 12th nor diploma has one. */
export function missingColumns(mapping: ColumnMapping): RecordField[] {
  const missing = REQUIRED_FIELDS.filter((field) => mapping[field] === undefined);
  if (mapping.twelfthPercent === undefined && mapping.diplomaPercent === undefined)
    missing.push('twelfthPercent');
  return missing;
}

/** The heading row the export writes: re-importing an export matches every column. */
export const EXPORT_HEADINGS = RECORD_FIELDS.map((field) => RECORD_COLUMNS[field].label);
