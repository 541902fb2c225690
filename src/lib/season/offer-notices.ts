/**
 * What the server tells a student about their offers (issue 25: notifications name the company and the role, and
 * write times as every screen does, in the college's zone). Pure; the mock's handlers and its seed word their
 * notifications here, so an offer's notification and its card give the same respond-by time.
 */
import { collegeDateTime } from './college-time';
import { describeCtc, type Ctc } from './money';
import { tierLabel, type Tier } from './tiers';

export interface Notice {
  title: string;
  text: string;
}

/** A drive (or the offer made in it) as a notice names it. */
export interface DriveNamed {
  companyName: string;
  title: string;
}

export interface OfferFacts extends DriveNamed {
  ctc: Ctc;
  tier: Tier;
  respondBy: string;
}

const role = (drive: DriveNamed) => `${drive.companyName}, ${drive.title}`;

export function offerIssuedNotice(offer: OfferFacts, zone: string): Notice {
  return {
    title: `Offer from ${offer.companyName}: ${offer.title}`,
    text: `${tierLabel(offer.tier)} offer, CTC ${describeCtc(offer.ctc)}. Answer by ${collegeDateTime(offer.respondBy, zone)}.`,
  };
}

export function offerExpiredNotice(offer: OfferFacts, zone: string): Notice {
  return {
    title: `Offer expired: ${role(offer)}`,
    text: `Your offer from ${offer.companyName} for ${offer.title} had to be answered by ${collegeDateTime(offer.respondBy, zone)} and expired unanswered.`,
  };
}

/** What rescinding did to the student beyond the offer itself (the server's facts, after the step). */
export interface RescindFacts {
  /** The company, or the placement cell. */
  by: 'tpo' | 'company';
  /** The student had accepted the offer. */
  wasAccepted: boolean;
  /** The student is still placed (through another offer they accepted). */
  stillPlaced: boolean;
  /** The student accepted the offer while blocked, and the block stands again. */
  blockStands?: boolean;
  /** Why, as the company or the placement cell gave it. */
  reason?: string;
}

/**
 * An offer rescinded, told to the student: who did it, and for an offer they had accepted, where they stand now.
 * Applications the policy withdrew when they accepted it are not given back (they apply again while drives are open).
 */
export function offerRescindedNotice(offer: DriveNamed, facts: RescindFacts): Notice {
  const why = facts.reason ? `: ${facts.reason.replace(/[.\s]+$/, '')}` : '';
  const who =
    facts.by === 'company'
      ? `${offer.companyName} rescinded its offer for ${offer.title}${why}.`
      : `The placement cell rescinded the offer from ${offer.companyName} for ${offer.title}${why}.`;
  const after = !facts.wasAccepted
    ? ''
    : facts.stillPlaced
      ? ' You remain placed through the other offer you accepted.'
      : facts.blockStands
        ? ' The block from further drives you were under when you accepted it stands again: only the placement cell can lift it.'
        : " You are back in the running: you may apply to drives and accept offers again, as the season's policy allows. Any application withdrawn when you accepted this offer stays withdrawn: apply again to those still open.";
  return { title: `Offer rescinded: ${role(offer)}`, text: `${who}${after}` };
}

/** One withdrawn application: the drive it was to, and the offer whose acceptance withdrew it. */
export function applicationWithdrawnNotice(
  application: DriveNamed & { tier: Tier },
  accepted: DriveNamed & { tier: Tier },
): Notice {
  return {
    title: `Application withdrawn: ${role(application)}`,
    text: `You accepted the ${tierLabel(accepted.tier)} offer from ${accepted.companyName} (${accepted.title}). This season's policy no longer allows your application to ${application.companyName} for ${application.title}, a ${tierLabel(application.tier)} drive, so it was withdrawn.`,
  };
}
