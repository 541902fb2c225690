import { couponBenefit, type CouponCheck } from '@/lib/catalog/coupons';

/** What the coupon check says for each outcome: one wording for the page and its tests. */
export function couponMessage(check: CouponCheck): string {
  switch (check.status) {
    case 'empty':
      return 'Enter a coupon code.';
    case 'unknown':
      return `We could not find the code ${check.code}. Check the spelling and try again.`;
    case 'expired':
      return `The code ${check.code} has expired and can no longer be used.`;
    case 'valid':
      return `${check.code} is valid: ${couponBenefit(check.coupon)}.`;
  }
}
