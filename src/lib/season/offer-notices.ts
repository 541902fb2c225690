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

export function offerRescindedNotice(offer: DriveNamed): Notice {
  return {
    title: `Offer rescinded: ${role(offer)}`,
    text: `${offer.companyName} rescinded its offer for ${offer.title}.`,
  };
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
