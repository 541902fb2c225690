import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { isApiError } from '@/lib/api/api-error';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { policyChangedReasonOf } from '@/lib/api/season-errors';
import type { PolicyResponse } from '@/lib/api/policy-contract';
import { collegeDateTime, collegeSavedTime } from '@/lib/season/college-time';
import {
  ABSENCES_TO_BLOCK_LIMIT,
  AFTER_PLACEMENT_RULES,
  describePolicy,
  MAX_OFFERS_LIMIT,
} from '@/lib/season/policy';
import { describePolicyChanged } from '@/lib/season/policy-version';
import type { DraftRow } from '@/offline/db/app-db';
import { DraftGate } from '@/offline/drafts/draft-gate';
import { draftStart, settleDraft } from '@/offline/drafts/draft-start';
import { FormDraft } from '@/offline/drafts/form-draft';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { SelectField } from '@/ui/form/select-field';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextField } from '@/ui/form/text-field';
import { savePolicy } from '../api/season-api';
import { SEASON_DRAFTS } from '../model/draft-ids';
import {
  POLICY_LABELS as L,
  policyFormValues,
  readPolicyForm,
  type PolicyFormValues,
} from '../model/policy-form-values';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const OFFER_OPTIONS = range(1, MAX_OFFERS_LIMIT).map((n) => ({ value: String(n), label: String(n) }));
const ABSENCE_OPTIONS = range(0, ABSENCES_TO_BLOCK_LIMIT).map((n) => ({
  value: String(n),
  label: n === 0 ? 'Never block' : String(n),
}));
const rupees = { inputMode: 'numeric' as const, autoComplete: 'off' };

interface PolicyFormProps {
  data: PolicyResponse;
  /** The new version was saved: the screen reads the policy again. */
  onSaved: () => void;
  /** A member whose role may not change the policy: the rules shown, nothing to save. */
  readOnly?: boolean;
}

/**
 * The season's rules as the TPO edits them, beside the words students will read. What is typed is kept as a draft
 * until it is saved as a new version (give the form a key per version, so a saved version starts afresh).
 */
export function PolicyForm(props: PolicyFormProps) {
  return (
    <DraftGate formId={SEASON_DRAFTS.policy}>
      {(restored) => <DraftedPolicyForm {...props} restored={restored} />}
    </DraftGate>
  );
}

function DraftedPolicyForm({
  data,
  onSaved,
  restored,
  readOnly = false,
}: PolicyFormProps & { restored: DraftRow | undefined }) {
  // Made once: a new object on each render would reset the form (react-final-form re-initializes on change).
  const [blank] = useState(() => policyFormValues(data.policy));
  const [start] = useState(() => draftStart(restored, blank));
  // The version this save is made on. Refused because someone saved in between, it becomes theirs: the refusal
  // says what they changed, what was typed stays, and saving again (a choice, made knowing) puts it in place.
  const [baseVersion, setBaseVersion] = useState(data.policy.version);
  return (
    <Form<PolicyFormValues>
      initialValues={start.values}
      decorators={SUBMIT_FOCUS}
      validate={(values) => readPolicyForm(values).errors}
      onSubmit={async (values, form) => {
        try {
          await savePolicy(readPolicyForm(values).settings!, baseVersion);
        } catch (error) {
          const changed = isApiError(error) ? policyChangedReasonOf(error) : undefined;
          if (!changed) return { [FORM_ERROR]: portalErrorMessage(error) };
          setBaseVersion(changed.current);
          return { [FORM_ERROR]: describePolicyChanged(changed) };
        }
        await settleDraft(form, SEASON_DRAFTS.policy);
        onSaved();
        return undefined;
      }}
    >
      {({ handleSubmit, submitting, submitError, values }) => {
        const { settings } = readPolicyForm(values);
        return (
          <div className="overview-grid overview-grid--main-aside">
            <form
              className="card drive-form__section"
              noValidate
              onSubmit={(event) => void handleSubmit(event)}
            >
              <h2>
                Version {data.policy.version}, in force since{' '}
                {collegeDateTime(data.policy.effectiveFrom, data.timeZone)}
              </h2>
              <FormDraft
                formId={SEASON_DRAFTS.policy}
                restored={restored}
                restoredPartly={start.partly}
                emptyValues={blank}
                hasPasswords={false}
                savedTime={collegeSavedTime(data.timeZone)}
              />
              <fieldset className="form-columns" disabled={readOnly}>
                <TextField name="dreamFrom" label={L.dreamFrom} required {...rupees} />
                <TextField name="superDreamFrom" label={L.superDreamFrom} required {...rupees} />
                <SelectField name="maxOffers" label={L.maxOffers} options={OFFER_OPTIONS} />
                <SelectField
                  name="afterPlacement"
                  label={L.afterPlacement}
                  options={AFTER_PLACEMENT_RULES.map(({ value, label }) => ({ value, label }))}
                />
                <SelectField name="absencesToBlock" label={L.absencesToBlock} options={ABSENCE_OPTIONS} />
              </fieldset>
              <ErrorBox message={submitError as string | undefined} />
              {readOnly ? (
                <p className="muted">Only a placement officer changes the policy.</p>
              ) : (
                <div className="form-actions">
                  <Button type="submit" busy={submitting}>
                    {submitting ? 'Saving…' : 'Save as a new version'}
                  </Button>
                </div>
              )}
            </form>
            <section className="card" aria-labelledby="student-words">
              <h2 id="student-words">What students read</h2>
              <ul aria-live="polite">
                {(settings ? describePolicy(settings) : data.description).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <h3>Earlier versions</h3>
              {data.history.length > 0 ? (
                <ol reversed>
                  {[...data.history].reverse().map((version) => (
                    <li key={version.version}>
                      Version {version.version} from {collegeDateTime(version.effectiveFrom, data.timeZone)}
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="muted">None: this is the season's first policy.</p>
              )}
            </section>
          </div>
        );
      }}
    </Form>
  );
}
