import { categoryLabel, type CourseCategoryId } from './categories';

/**
 * Course coupons the portal can check before a learner goes to the learning platform, where the discount is
 * actually applied. The list is small and public on purpose: these are campaign codes, not secrets.
 */
export interface CourseCoupon {
  code: string;
  percentOff: number;
  /** Undefined: every course. */
  category?: CourseCategoryId;
  active: boolean;
}

export const COURSE_COUPONS: readonly CourseCoupon[] = [
  { code: 'CAMPUS25', percentOff: 25, active: true },
  { code: 'PCBSTART40', percentOff: 40, category: 'pcb-design', active: true },
  { code: 'FIRMWARE20', percentOff: 20, category: 'embedded-firmware', active: true },
  { code: 'LABWEEK10', percentOff: 10, active: false },
];

export type CouponCheck =
  | { status: 'empty' }
  | { status: 'unknown'; code: string }
  | { status: 'expired'; code: string }
  | { status: 'valid'; code: string; coupon: CourseCoupon };

/** Codes are compared without case or surrounding spaces, as people type them from posters and messages. */
function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function checkCoupon(raw: string): CouponCheck {
  const code = normalizeCouponCode(raw);
  if (!code) return { status: 'empty' };
  const coupon = COURSE_COUPONS.find((candidate) => candidate.code === code);
  if (!coupon) return { status: 'unknown', code };
  if (!coupon.active) return { status: 'expired', code };
  return { status: 'valid', code, coupon };
}

/** '25% off every course' or '40% off PCB design courses'. */
export function couponBenefit(coupon: CourseCoupon): string {
  const scope = coupon.category ? `${categoryLabel(coupon.category)} courses` : 'every course';
  return `${coupon.percentOff}% off ${scope}`;
}
