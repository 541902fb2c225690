/**
 * What the placement report reads of a student: their record's programme, branch and batch, whether they took
 * part in the season, their offers and what they declared about life after graduation. The season's data
 * (the mock's, or a real backend's) is mapped to this shape, so the figures depend on nothing else.
 */
import type { Programme, SeasonBranch } from '../season/student-record';
import type { Tier } from '../season/tiers';

type ReportOfferStatus = 'issued' | 'accepted' | 'declined' | 'expired' | 'rescinded';
/** Campus offers come through the portal's drives; the other two are recorded by the TPO with evidence. */
type ReportOfferSource = 'campus' | 'off-campus' | 'pre-placement';

export interface ReportOffer {
  id: string;
  /** Who made it, for the list of students behind a figure (not used by any figure). */
  company?: string;
  status: ReportOfferStatus;
  source: ReportOfferSource;
  /** An off-campus or pre-placement offer counts only once the TPO confirmed it; a campus offer always is. */
  confirmed: boolean;
  /**
   * Integer rupees. The parts are kept apart: the CTC is their sum (ctcTotal, as the tier counts it), NIRF's
   * salary is the fixed pay alone.
   */
  fixed: number;
  variable: number;
  joiningBonus: number;
  /** When the student accepted it (YYYY-MM-DD), for the offer they join when they accepted more than one. */
  acceptedOn?: string;
  /** When it was made (YYYY-MM-DD), for offers over the season's weeks. */
  offeredOn: string;
  /** A campus offer's tier, as the season's policy decided it when the offer was made (off-campus ones have none). */
  tier?: Tier;
}

type DeclaredOutcomeKind = 'higher-studies' | 'entrepreneur' | 'not-seeking';

export interface DeclaredOutcome {
  kind: DeclaredOutcomeKind;
  /** For higher studies: where and what (shown in the list of students; not used by any figure). */
  institution?: string;
  course?: string;
  /** Reported by the student (or entered by the TPO); counts only when the TPO confirmed it. */
  confirmed: boolean;
}

export interface ReportStudent {
  rollNumber: string;
  /** For the list of students behind a figure (not used by any figure). */
  name?: string;
  programme: Programme;
  branch: SeasonBranch;
  graduationYear: number;
  /** Enrolled in the season; false for students who opted out of placements. */
  optedIn: boolean;
  offers: readonly ReportOffer[];
  declared?: DeclaredOutcome;
}
