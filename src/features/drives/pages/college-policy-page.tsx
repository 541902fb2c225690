import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { ScreenHeader } from '@/features/dashboard/public';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import {
  ABSENCES_TO_BLOCK_LIMIT,
  AFTER_PLACEMENT_RULES,
  describePolicy,
  MAX_OFFERS_LIMIT,
} from '@/lib/season/policy';
import { useResource } from '@/lib/use-resource';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { SelectField } from '@/ui/form/select-field';
import { SUBMIT_FOCUS } from '@/ui/form/submit-focus';
import { TextField } from '@/ui/form/text-field';
import { ResourceState } from '@/ui/resource-state';
import { getPolicy, savePolicy } from '../api/season-api';
import {
  POLICY_LABELS as L,
  policyFormValues,
  readPolicyForm,
  type PolicyFormValues,
} from '../model/policy-form-values';
import { momentText } from '../model/season-text';
import '../components/drives.css';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const OFFER_OPTIONS = range(1, MAX_OFFERS_LIMIT).map((n) => ({ value: String(n), label: String(n) }));
const ABSENCE_OPTIONS = range(0, ABSENCES_TO_BLOCK_LIMIT).map((n) => ({
  value: String(n),
  label: n === 0 ? 'Never block' : String(n),
}));
const rupees = { inputMode: 'numeric' as const, autoComplete: 'off' };

/** /college/policy: the season's rules, with the words students read; each save is a new version. */
export default function CollegePolicyPage() {
  const policy = useResource('season-policy', getPolicy);
  return (
    <div className="screen">
      <ScreenHeader
        title="Season policy"
        intro="Saving makes a new version. Decisions, offers and tiers already recorded keep the version they were made under."
      />
      <ResourceState resource={policy} label="policy">
        {(data) => (
          <Form<PolicyFormValues>
            initialValues={policyFormValues(data.policy)}
            decorators={SUBMIT_FOCUS}
            validate={(values) => readPolicyForm(values).errors}
            onSubmit={async (values) => {
              try {
                await savePolicy(readPolicyForm(values).settings!);
                policy.reload();
                return undefined;
              } catch (error) {
                return { [FORM_ERROR]: portalErrorMessage(error) };
              }
            }}
          >
            {({ handleSubmit, submitting, submitError, values }) => {
              const { settings } = readPolicyForm(values);
              return (
                <div className="policy-layout">
                  <form
                    className="card drive-form__section"
                    noValidate
                    onSubmit={(event) => void handleSubmit(event)}
                  >
                    <h2>
                      Version {data.policy.version}, in force since {momentText(data.policy.effectiveFrom)}
                    </h2>
                    <div className="form-columns">
                      <TextField name="dreamFrom" label={L.dreamFrom} required {...rupees} />
                      <TextField name="superDreamFrom" label={L.superDreamFrom} required {...rupees} />
                      <SelectField name="maxOffers" label={L.maxOffers} options={OFFER_OPTIONS} />
                      <SelectField
                        name="afterPlacement"
                        label={L.afterPlacement}
                        options={AFTER_PLACEMENT_RULES.map(({ value, label }) => ({ value, label }))}
                      />
                      <SelectField
                        name="absencesToBlock"
                        label={L.absencesToBlock}
                        options={ABSENCE_OPTIONS}
                      />
                    </div>
                    <ErrorBox message={submitError as string | undefined} />
                    <div className="form-actions">
                      <Button type="submit" busy={submitting}>
                        {submitting ? 'Saving…' : 'Save as a new version'}
                      </Button>
                    </div>
                  </form>
                  <section className="card" aria-labelledby="student-words">
                    <h2 id="student-words">What students read</h2>
                    <ul aria-live="polite">
                      {(settings ? describePolicy(settings) : data.description).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                    <h3>Earlier versions</h3>
                    {data.history.length > 1 ? (
                      <ol reversed>
                        {[...data.history].reverse().map((version) => (
                          <li key={version.version}>
                            Version {version.version} from {momentText(version.effectiveFrom)}
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
        )}
      </ResourceState>
    </div>
  );
}
