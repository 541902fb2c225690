/**
 * A realistic graduating batch as a college would export it, for bench:import and the 5,000-row e2e check:
 * tolerant headings, branch names written out, '%' signs, 'Nil' backlogs, and each kind of mistake a real file has.
 */
const BRANCHES = [
  'Computer Science & Engg',
  'CSE (AI & ML)',
  'Information Technology',
  'Electronics & Communication Engg.',
  'Electrical and Electronics',
  'Mechanical Engineering',
  'Civil',
  'B.Tech CSE',
];
const NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Ishaan', 'Sana', 'Rohan', 'Zoya', 'Vikram', 'Ananya'];
const SURNAMES = ['Sharma', 'Iyer', 'Rao', 'Nair', 'Gupta', 'Khan', 'Das', 'Ali', 'Joshi', 'Kulkarni'];

/** A deterministic pseudo-random sequence, so every run reads the same file. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A batch file of `rows` students as a college exports it, about one row in eight bad. */
export function batchFile(rows: number): string {
  const random = sequence(17);
  const lines = [
    'Reg. No.,Student Name,Email ID,Programme/Branch,Year of Passing,CGPA/10,X %,XII %,Diploma %,Active Backlogs,Total Backlogs',
  ];
  for (let index = 0; index < rows; index += 1) {
    const roll = `21BT${String(index + 1).padStart(5, '0')}`;
    const name = `${NAMES[index % 10]} ${SURNAMES[Math.floor(index / 10) % 10]}`;
    const total = Math.floor(random() * 4);
    const cells = [
      roll,
      `"${name}"`,
      `${roll.toLowerCase()}@college.edu.in`,
      BRANCHES[index % BRANCHES.length],
      '2022-26',
      (5 + random() * 5).toFixed(2),
      `${(60 + random() * 40).toFixed(1)}%`,
      index % 9 === 0 ? '' : (55 + random() * 45).toFixed(1),
      index % 9 === 0 ? (60 + random() * 35).toFixed(1) : '',
      total === 0 ? 'Nil' : String(Math.floor(random() * (total + 1))),
      String(total),
    ];
    // About one row in eight is bad, with each kind of mistake a real file has.
    const fault = index % 33;
    if (fault === 1) cells[5] = '11.2';
    if (fault === 2) cells[3] = 'Aeronautical';
    if (fault === 3) cells[2] = `${roll.toLowerCase()}@college`;
    if (fault === 4) cells[0] = `21BT${String(index).padStart(5, '0')}`;
    lines.push(cells.join(','));
  }
  return lines.join('\r\n');
}
