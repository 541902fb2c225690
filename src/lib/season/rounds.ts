/** The kinds of round a drive runs, in the order drives usually hold them. */
export const ROUND_KINDS = [
  { value: 'test', label: 'Online test' },
  { value: 'group-discussion', label: 'Group discussion' },
  { value: 'technical-interview', label: 'Technical interview' },
  { value: 'hr-interview', label: 'HR interview' },
] as const;
export type RoundKind = (typeof ROUND_KINDS)[number]['value'];
export const ROUND_KIND_VALUES = ROUND_KINDS.map((kind) => kind.value);

export function roundKindLabel(kind: RoundKind): string {
  return ROUND_KINDS.find((entry) => entry.value === kind)!.label;
}

/** The most rounds a drive may have. */
export const ROUNDS_MAX = 8;
