/**
 * A deterministic graduating batch for the season seeds: the same roll numbers, names and marks on every run, so a
 * demo, a test and a screenshot agree. A small seeded generator (mulberry32) stands in for Math.random.
 */
import type { StudentRecord, SeasonBranch } from '@/lib/season/student-record';
import { FIRST_NAMES, LAST_NAMES } from './seed-candidate-data';

/** mulberry32: a tiny 32-bit generator, plenty for seed data. */
function seededRandom(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Branches of an engineering batch, with their roll-number codes and how many students each has in 100. */
const BATCH_BRANCHES: { branch: SeasonBranch; code: string; share: number }[] = [
  { branch: 'CSE', code: 'CS', share: 24 },
  { branch: 'CSE-AIML', code: 'AI', share: 10 },
  { branch: 'IT', code: 'IS', share: 12 },
  { branch: 'ECE', code: 'EC', share: 18 },
  { branch: 'EEE', code: 'EE', share: 10 },
  { branch: 'MECH', code: 'ME', share: 12 },
  { branch: 'CIVIL', code: 'CV', share: 8 },
  { branch: 'CHEM', code: 'CH', share: 6 },
];

const round2 = (value: number) => Math.round(value * 100) / 100;
const between = (random: () => number, low: number, high: number) => low + random() * (high - low);

/** The record's marks: CGPA mostly 6-9.5, one in eight with active backlogs, one in twenty a lateral entrant. */
function marks(
  random: () => number,
): Pick<
  StudentRecord,
  'cgpa' | 'tenthPercent' | 'twelfthPercent' | 'diplomaPercent' | 'activeBacklogs' | 'totalBacklogs'
> {
  const cgpa = round2(Math.min(9.9, Math.max(5, 5.6 + (random() + random() + random()) * 1.35)));
  const active = random() < 0.12 ? 1 + Math.floor(random() * 3) : 0;
  const cleared = random() < 0.15 ? 1 + Math.floor(random() * 2) : 0;
  const lateral = random() < 0.05;
  return {
    cgpa,
    tenthPercent: round2(between(random, 62, 98)),
    ...(lateral
      ? { diplomaPercent: round2(between(random, 60, 92)) }
      : { twelfthPercent: round2(between(random, 58, 97)) }),
    activeBacklogs: active,
    totalBacklogs: active + cleared,
  };
}

/**
 * `count` students graduating in `graduationYear`, roll numbers 1RV22<code><nnnn>. `fixed` records (the demo
 * student and other registered students) take the first places, keeping their own names and e-mails.
 */
export function generateBatch(
  count: number,
  graduationYear: number,
  fixed: readonly StudentRecord[] = [],
  seed = 2026,
): StudentRecord[] {
  // The mock db is re-seeded before every unit test: generate each batch once, hand out copies.
  const key = JSON.stringify([count, graduationYear, fixed, seed]);
  const made = (madeBatches.get(key) ??
    madeBatches.set(key, makeBatch(count, graduationYear, fixed, seed)).get(key))!;
  return made.map((record) => ({ ...record }));
}

const madeBatches = new Map<string, StudentRecord[]>();

function makeBatch(
  count: number,
  graduationYear: number,
  fixed: readonly StudentRecord[],
  seed: number,
): StudentRecord[] {
  const random = seededRandom(seed);
  const branchOf = (index: number) => {
    let slot = index % 100;
    for (const entry of BATCH_BRANCHES) {
      if (slot < entry.share) return entry;
      slot -= entry.share;
    }
    return BATCH_BRANCHES[0]!;
  };
  const records = fixed.map((record) => ({ ...record }));
  const taken = new Set(records.map((record) => record.rollNumber));
  for (let index = 0; records.length < count; index += 1) {
    const { branch, code } = branchOf(index);
    const rollNumber = `1RV22${code}${String(index + 1).padStart(4, '0')}`;
    if (taken.has(rollNumber)) continue;
    const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!;
    const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!;
    records.push({
      rollNumber,
      name: `${first} ${last}`,
      email: `${first}.${last}.${rollNumber.slice(-4)}@rvce.example.edu`.toLowerCase(),
      programme: 'btech',
      branch,
      graduationYear,
      ...marks(random),
    });
  }
  return records;
}
