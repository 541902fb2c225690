/**
 * Saving the season policy on a version someone else has since replaced: refused (409 policy_changed) with what
 * changed, so two people saving the policy never silently overwrite each other (issue 34), as drives do
 * (drive-version.ts). Every save is already a new version kept in the history, so what changed is read there.
 * Pure; the server (the shared handler) and the policy form use it alike.
 */
import { andList } from '../text/and-list';
import { policyAt, type PolicySettings, type SeasonPolicy } from './policy';

/** The settings a save can change, in the order the form shows them. */
export const POLICY_PARTS = [
  'dreamFrom',
  'superDreamFrom',
  'maxOffers',
  'afterPlacement',
  'absencesToBlock',
] as const satisfies ReadonlyArray<keyof PolicySettings>;
type PolicyPart = (typeof POLICY_PARTS)[number];

const PART_WORDS: Record<PolicyPart, string> = {
  dreamFrom: 'the Dream threshold',
  superDreamFrom: 'the Super Dream threshold',
  maxOffers: 'how many offers a student may accept',
  afterPlacement: 'what a placed student may apply to',
  absencesToBlock: 'the absences that block a student',
};

/** The refusal's reason: the version the save was made on, the policy's now, and the settings changed between. */
export interface PolicyChangedReason {
  rule: 'policyVersion';
  base: number;
  current: number;
  changed: PolicyPart[];
}

/**
 * Why a save made on version `base` cannot be kept, or undefined when it is on the current version (or names
 * none, as a client from before versions did). `history` is oldest first, the current version last.
 */
export function policyChangedSince(
  history: readonly SeasonPolicy[],
  base: number | undefined,
): PolicyChangedReason | undefined {
  const current = history.at(-1);
  if (!current || base === undefined || base === current.version) return undefined;
  const then = policyAt(history, base);
  const changed = then ? POLICY_PARTS.filter((part) => then[part] !== current[part]) : [];
  return { rule: 'policyVersion', base, current: current.version, changed };
}

/** What the person whose save was refused reads. */
export function describePolicyChanged(reason: PolicyChangedReason): string {
  const what = andList(reason.changed.map((part) => PART_WORDS[part]));
  const saved =
    reason.changed.length > 0
      ? `they changed ${what}`
      : reason.current > reason.base
        ? 'they saved it again without changing its settings'
        : 'the version you opened is not one the season has';
  return (
    `Someone else saved the season policy after you opened it (version ${reason.current} now): ${saved}. ` +
    'Nothing of yours was saved, and your values are still in the form: save again to put yours in place of ' +
    'theirs, or reload the page to see theirs.'
  );
}
