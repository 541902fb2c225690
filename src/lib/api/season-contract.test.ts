import fc from 'fast-check';
import { is, validate, type Infer } from 'superstruct';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SeasonReason } from '../season/decision';
import type { DriveEditReason } from '../season/drive-edit';
import { eligibilityReasons } from '../season/eligibility';
import { DEFAULT_POLICY_SETTINGS, policyReasons } from '../season/policy';
import type { StudentRecord } from '../season/student-record';
import { buildRecord } from '../season/test-records';
import { TIER_VALUES } from '../season/tiers';
import { ApiError } from './api-error';
import { DriveInputSchema, RoundInputSchema, TpoDriveInputSchema } from './drive-contract';
import { PolicySettingsSchema } from './policy-contract';
import { CtcSchema, IsoDateTimeSchema } from './season-fields';
import { type DriveEditReasonSchema, SeasonReasonSchema } from './season-reasons-contract';
import { driveEditReasonsOf, seasonReasonsOf, transitionRefusalOf } from './season-errors';
import type { StudentRecordSchema } from './student-record-contract';

const drive = {
  title: 'Graduate Engineer Trainee',
  location: 'Bengaluru',
  ctc: { fixed: 600_000, variable: 50_000, joiningBonus: 0 },
  rules: { branches: ['CSE'], graduationYears: [2026], minCgpa: 7 },
  deadline: '2026-12-05T18:30:00.000Z',
  rounds: [{ kind: 'test', date: '2026-12-08', time: '09:30', venue: 'Seminar Hall 2' }],
};

describe('season contract', () => {
  it('has the same student record type as the rules read', () => {
    expectTypeOf<Infer<typeof StudentRecordSchema>>().toEqualTypeOf<StudentRecord>();
  });

  it('has the same reason type as the rules', () => {
    expectTypeOf<Infer<typeof SeasonReasonSchema>>().toEqualTypeOf<SeasonReason>();
  });

  it('has the same type for a refused drive edit as the edit rules, and reads it from an answer', () => {
    expectTypeOf<Infer<typeof DriveEditReasonSchema>>().toEqualTypeOf<DriveEditReason>();
    const reasons = [{ rule: 'ctcFixed', applicants: 3, ctcTotal: 650_000 }];
    const answer = new ApiError('http', { status: 409, code: 'terms_locked', reasons });
    expect(driveEditReasonsOf(answer)).toEqual(reasons);
    expect(
      driveEditReasonsOf(new ApiError('http', { status: 409, reasons: [{ rule: 'ctcFixed' }] })),
    ).toEqual([]);
  });

  it('accepts every reason the rules produce', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...TIER_VALUES),
        fc.boolean(),
        (cgpa, backlogs, tier, optedOut) => {
          const record = buildRecord({
            cgpa,
            activeBacklogs: backlogs,
            totalBacklogs: backlogs,
            twelfthPercent: undefined,
          });
          const reasons: SeasonReason[] = [
            ...eligibilityReasons(record, {
              branches: ['ECE'],
              graduationYears: [2030],
              minCgpa: 9,
              minTwelfthPercent: 50,
              maxActiveBacklogs: 0,
              maxTotalBacklogs: 1,
            }),
            ...policyReasons(
              DEFAULT_POLICY_SETTINGS,
              {
                acceptedTiers: [tier],
                hold: optedOut
                  ? { rule: 'optedOut', by: 'tpo', reason: 'Higher studies', at: '2026-12-01T10:00:00.000Z' }
                  : {
                      rule: 'absences',
                      value: 3,
                      limit: 2,
                      policyVersion: 1,
                      at: '2026-12-01T10:00:00.000Z',
                    },
              },
              tier,
            ),
          ];
          for (const reason of reasons)
            expect(is(reason, SeasonReasonSchema), JSON.stringify(reason)).toBe(true);
        },
      ),
    );
  });

  it('takes a drive with a CTC in whole rupees and rounds with a venue or a link', () => {
    expect(validate(drive, DriveInputSchema)[0]).toBeUndefined();
    expect(is({ fixed: 600_000.5, variable: 0, joiningBonus: 0 }, CtcSchema)).toBe(false);
    expect(is({ fixed: 0, variable: 100_000, joiningBonus: 0 }, CtcSchema)).toBe(false);
    expect(is({ kind: 'test', date: '2026-12-08', time: '09:30' }, RoundInputSchema)).toBe(false);
    expect(
      is(
        { kind: 'hr-interview', date: '2026-12-08', time: '24:00', link: 'https://meet.example.com/x' },
        RoundInputSchema,
      ),
    ).toBe(false);
    expect(
      is(
        { kind: 'hr-interview', date: '2026-12-08', time: '14:00', link: 'https://meet.example.com/x' },
        RoundInputSchema,
      ),
    ).toBe(true);
    expect(is({ ...drive, rounds: [] }, DriveInputSchema)).toBe(false);
    expect(is({ ...drive, salary: '6 LPA' }, DriveInputSchema)).toBe(false);
  });

  it('needs the company of a drive the TPO creates', () => {
    expect(is(drive, TpoDriveInputSchema)).toBe(false);
    expect(is({ ...drive, companyName: 'Kaveri Motors' }, TpoDriveInputSchema)).toBe(true);
  });

  it('takes instants with an offset only', () => {
    expect(is('2026-12-05T18:30:00.000Z', IsoDateTimeSchema)).toBe(true);
    expect(is('2026-12-05T18:30+05:30', IsoDateTimeSchema)).toBe(true);
    expect(is('2026-12-05T18:30', IsoDateTimeSchema)).toBe(false);
    expect(is('2026-02-31', IsoDateTimeSchema)).toBe(false);
  });

  it('refuses an unsound policy with the rule that failed', () => {
    const [error] = validate({ ...DEFAULT_POLICY_SETTINGS, superDreamFrom: 500_000 }, PolicySettingsSchema);
    expect(error?.message).toBe('The Super Dream threshold must be above the Dream threshold');
    expect(is(DEFAULT_POLICY_SETTINGS, PolicySettingsSchema)).toBe(true);
  });

  it('reads the reasons of a refusal, and none from an answer that carries something else', () => {
    const reasons = [{ rule: 'cgpa', value: 6.8, limit: 7 }];
    expect(seasonReasonsOf(new ApiError('http', { status: 422, code: 'ineligible', reasons }))).toEqual(
      reasons,
    );
    expect(seasonReasonsOf(new ApiError('http', { status: 422, reasons: [{ rule: 'cgpa' }] }))).toEqual([]);
    expect(seasonReasonsOf(new ApiError('http', { status: 422 }))).toEqual([]);
    const refusal = { rule: 'noSuchTransition', machine: 'offer', from: 'accepted', to: 'declined' };
    expect(transitionRefusalOf(new ApiError('http', { status: 409, reasons: [refusal] }))).toEqual(refusal);
  });
});
