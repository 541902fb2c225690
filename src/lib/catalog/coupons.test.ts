import { describe, expect, it } from 'vitest';
import { isCourseCategoryId } from './categories';
import { checkCoupon, COURSE_COUPONS, couponBenefit } from './coupons';

describe('course coupons', () => {
  it('has unique, upper-case codes with sensible discounts', () => {
    expect(new Set(COURSE_COUPONS.map((coupon) => coupon.code)).size).toBe(COURSE_COUPONS.length);
    for (const coupon of COURSE_COUPONS) {
      expect(coupon.code).toMatch(/^[A-Z0-9]+$/);
      expect(coupon.percentOff).toBeGreaterThan(0);
      expect(coupon.percentOff).toBeLessThan(100);
      if (coupon.category) expect(isCourseCategoryId(coupon.category)).toBe(true);
    }
  });

  it('accepts an active code whatever its case and surrounding spaces', () => {
    const check = checkCoupon('  campus25 ');
    expect(check.status).toBe('valid');
    expect(check.status === 'valid' && couponBenefit(check.coupon)).toBe('25% off every course');
  });

  it('names the category a category coupon covers', () => {
    const check = checkCoupon('PCBSTART40');
    expect(check.status === 'valid' && couponBenefit(check.coupon)).toBe('40% off PCB design courses');
  });

  it('rejects unknown, expired and empty codes', () => {
    expect(checkCoupon('NOPE2026')).toEqual({ status: 'unknown', code: 'NOPE2026' });
    expect(checkCoupon('labweek10')).toEqual({ status: 'expired', code: 'LABWEEK10' });
    expect(checkCoupon('   ')).toEqual({ status: 'empty' });
  });
});
