import { useField, useForm } from 'react-final-form';
import { ROUND_KINDS, ROUNDS_MAX } from '@/lib/season/rounds';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { EMPTY_ROUND, type DriveFormValues, type RoundValues } from '../../model/drive-form-values';

const KIND_OPTIONS = ROUND_KINDS.map(({ value, label }) => ({ value, label }));

/**
 * The drive's rounds in order, each with its date, time (at the college: `timeHint` names whose clock) and venue or
 * link; moved, added and removed in place.
 */
export function RoundsSection({ timeHint }: { timeHint: string }) {
  const form = useForm<DriveFormValues>();
  const rounds = useField<RoundValues[]>('rounds', { subscription: { value: true } }).input.value || [];
  const set = (next: RoundValues[]) => form.change('rounds', next);
  const move = (from: number, to: number) => {
    const next = [...rounds];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    set(next);
  };
  return (
    <section className="card drive-form__section" aria-labelledby="rounds-heading">
      <h2 id="rounds-heading">Rounds</h2>
      <ol className="round-list">
        {rounds.map((_, index) => (
          <li key={index} className="round-list__item">
            <fieldset>
              <legend>Round {index + 1}</legend>
              <div className="form-columns">
                <SelectField
                  name={`rounds[${index}].kind`}
                  label={`Round ${index + 1}: kind`}
                  options={KIND_OPTIONS}
                  placeholder="Choose"
                  required
                />
                <TextField
                  name={`rounds[${index}].date`}
                  label={`Round ${index + 1}: date`}
                  type="date"
                  required
                />
                <TextField
                  name={`rounds[${index}].time`}
                  label={`Round ${index + 1}: time`}
                  type="time"
                  hint={timeHint}
                  required
                />
                <TextField
                  name={`rounds[${index}].venue`}
                  label={`Round ${index + 1}: venue`}
                  placeholder="e.g. Seminar Hall 2"
                />
                <TextField
                  name={`rounds[${index}].link`}
                  label={`Round ${index + 1}: link`}
                  placeholder="https://…"
                  type="url"
                />
              </div>
              <div className="round-list__actions">
                <Button
                  size="small"
                  variant="secondary"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Move round {index + 1} up
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={index === rounds.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move round {index + 1} down
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={rounds.length === 1}
                  onClick={() => set(rounds.filter((__, other) => other !== index))}
                >
                  Remove round {index + 1}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        disabled={rounds.length >= ROUNDS_MAX}
        onClick={() => set([...rounds, { ...EMPTY_ROUND }])}
      >
        Add a round
      </Button>
    </section>
  );
}
