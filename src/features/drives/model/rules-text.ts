/** A drive's eligibility rules as lines a person reads ('CGPA 7.0 or more'); none: open to the whole batch. */
import { formatCgpa, formatPercent, type DriveRules } from '@/lib/season/eligibility';

export function rulesText(rules: DriveRules): string[] {
  const lines: string[] = [];
  if (rules.branches.length) lines.push(`Branches: ${rules.branches.join(', ')}`);
  if (rules.graduationYears.length) lines.push(`Graduating in ${rules.graduationYears.join(' or ')}`);
  if (rules.minCgpa !== undefined) lines.push(`CGPA ${formatCgpa(rules.minCgpa)} or more`);
  if (rules.minTenthPercent !== undefined)
    lines.push(`10th: ${formatPercent(rules.minTenthPercent)} or more`);
  if (rules.minTwelfthPercent !== undefined)
    lines.push(`12th or diploma: ${formatPercent(rules.minTwelfthPercent)} or more`);
  if (rules.maxActiveBacklogs !== undefined)
    lines.push(
      rules.maxActiveBacklogs === 0
        ? 'No active backlogs'
        : `At most ${rules.maxActiveBacklogs} active backlogs`,
    );
  if (rules.maxTotalBacklogs !== undefined)
    lines.push(
      rules.maxTotalBacklogs === 0
        ? 'No backlogs ever'
        : `At most ${rules.maxTotalBacklogs} backlogs in total`,
    );
  return lines.length ? lines : ['Open to the whole batch'];
}
