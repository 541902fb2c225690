import type { Ctc } from '@/lib/season/money';
import { formatLpa, formatRupees } from '@/lib/season/money';
import type { Tier } from '@/lib/season/tiers';
import { FactList } from '@/ui/screen/fact-list';
import { TierBadge } from './tier-badge';

/** A CTC as its parts (never one free-text figure): the total, then fixed, variable and any joining bonus. */
export function CtcBreakdown({ ctc, total, tier }: { ctc: Ctc; total: number; tier: Tier }) {
  return (
    <div className="ctc">
      <p className="ctc__total">
        <strong>{formatLpa(total)}</strong> <span className="muted">CTC ({formatRupees(total)} a year)</span>{' '}
        <TierBadge tier={tier} />
      </p>
      <FactList
        className="ctc__parts"
        facts={[
          ['Fixed', formatRupees(ctc.fixed)],
          ['Variable', formatRupees(ctc.variable)],
          ...(ctc.joiningBonus > 0
            ? [['Joining bonus', formatRupees(ctc.joiningBonus)] as [string, string]]
            : []),
        ]}
      />
    </div>
  );
}
