/**
 * The list of students behind a figure is part of the report's address (?list=placed&batch=2024&type=UG 4-year),
 * so a figure's link can be opened, shared and printed like the report itself.
 */
import type { OutcomeKind } from '@/lib/report/outcome';

export interface StudentListChoice {
  outcome?: OutcomeKind;
  batch: number;
  programmeType?: string;
  branch?: string;
}

const OUTCOMES: readonly OutcomeKind[] = [
  'placed',
  'higher-studies',
  'entrepreneur',
  'not-seeking',
  'unknown',
];

export function studentListSearch(choice: StudentListChoice): string {
  const params = new URLSearchParams({ list: choice.outcome ?? 'all', batch: String(choice.batch) });
  if (choice.programmeType) params.set('type', choice.programmeType);
  if (choice.branch) params.set('branch', choice.branch);
  return `?${params.toString()}`;
}

export function studentListChoice(params: URLSearchParams): StudentListChoice | undefined {
  const list = params.get('list');
  const batch = Number(params.get('batch'));
  if (!list || !Number.isInteger(batch) || batch < 2000) return undefined;
  const outcome = OUTCOMES.find((kind) => kind === list);
  return {
    outcome,
    batch,
    programmeType: params.get('type') ?? undefined,
    branch: params.get('branch') ?? undefined,
  };
}
