import { TEXT_MAX_LENGTH } from '@/lib/constants';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { checkCoupon, type CouponCheck as CouponCheckResult } from '@/lib/catalog/coupons';
import { AfterHydration } from '@/lib/after-hydration';
import { LEARNING_PLATFORM_SIGNUP_URL } from '@/lib/learning-platform';
import { Button } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { TextField } from '@/ui/form/text-field';
import { Skeleton } from '@/ui/skeleton';
import { couponMessage } from '../model/coupon-messages';

interface CouponValues {
  code: string;
}

type ValidCoupon = Extract<CouponCheckResult, { status: 'valid' }>;

const CODE_LABEL = 'Coupon code';

/**
 * The form's place in the prerendered page, as tall as the form (a label over a 44 px control), so nothing moves
 * when it arrives. The form itself waits for the code: a code typed before it ran would not be checked.
 */
function CouponFormPlaceholder() {
  return (
    <div className="field" aria-hidden="true">
      <span className="field__label">{CODE_LABEL}</span>
      <Skeleton width="100%" height={44} />
    </div>
  );
}

/**
 * Checks a code against the catalogue's coupon list. A rejected code is shown as the field's error; an accepted
 * one as a status with the way to the learning platform, where the discount is applied at checkout.
 */
export function CouponCheck() {
  // The outcome of the last check (derived from a submitted value), not user input: the code stays in the form.
  const [accepted, setAccepted] = useState<ValidCoupon | null>(null);

  function submit(values: CouponValues) {
    const check = checkCoupon(values.code ?? '');
    if (check.status !== 'valid') {
      setAccepted(null);
      return { code: couponMessage(check) };
    }
    setAccepted(check);
    return undefined;
  }

  return (
    <section className="coupon-check card" aria-labelledby="coupon-check-heading">
      <h2 id="coupon-check-heading">Check your coupon code</h2>
      <AfterHydration fallback={<CouponFormPlaceholder />}>
        <Form<CouponValues>
          onSubmit={submit}
          initialValues={{ code: '' }}
          subscription={{ submitting: true }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="coupon-check__form">
              <TextField
                name="code"
                label={CODE_LABEL}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={TEXT_MAX_LENGTH.shortText}
                onValueChange={() => setAccepted(null)}
                action={<Button type="submit">Check code</Button>}
              />
            </form>
          )}
        />
      </AfterHydration>
      <div role="status" className="coupon-check__result">
        {accepted && (
          <div className="alert coupon-check__accepted">
            <p>{couponMessage(accepted)}</p>
            <p>
              The discount is applied when you enrol on the learning platform: sign up with the same e-mail as
              your portal account and enter the code at checkout.
            </p>
            <p>
              <ExternalLink href={LEARNING_PLATFORM_SIGNUP_URL}>
                Go to the learning platform<span className="visually-hidden"> (opens in a new tab)</span>
              </ExternalLink>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
