import { useId } from 'react';
import type { AcceptEffectView } from '@/lib/api/student-offer-contract';
import { describeOpenDrives } from '@/lib/season/accept-effect';
import { tierLabel } from '@/lib/season/tiers';
import { TierBadge } from './tier-badge';

type Affected = AcceptEffectView['withdraws'][number];

/** Applications (or offers) named as the student knows them: company and role, with the drive's tier. */
function AffectedList({ label, items }: { label: string; items: readonly Affected[] }) {
  const id = useId();
  return (
    <>
      <p id={id} className="accept-effect__label">
        {label}
      </p>
      <ul aria-labelledby={id} className="accept-effect__list">
        {items.map((item) => (
          <li key={item.id}>
            {item.companyName}: {item.title} <TierBadge tier={item.tier} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What accepting an offer does, from the server's effect (the same one it applies): the tier, every application
 * withdrawn and every offer closed, by name, and which drives stay open. `done`: it was applied (the outcome).
 */
export function AcceptEffectDetails({ effect, done = false }: { effect: AcceptEffectView; done?: boolean }) {
  const withdrawn = done ? 'Applications withdrawn' : 'Applications withdrawn if you accept';
  return (
    <div className="accept-effect">
      <p>
        {done ? 'You are placed' : 'You will be placed'} in the {tierLabel(effect.placedIn)} tier.{' '}
        {describeOpenDrives(effect)}
      </p>
      {effect.withdraws.length ? (
        <AffectedList label={withdrawn} items={effect.withdraws} />
      ) : (
        <p>
          {done ? 'None of your applications was withdrawn.' : 'None of your applications will be withdrawn.'}
        </p>
      )}
      {effect.closesOffers.length > 0 && (
        <AffectedList
          label={done ? 'Offers you can no longer accept' : 'Offers you could no longer accept'}
          items={effect.closesOffers}
        />
      )}
    </div>
  );
}
