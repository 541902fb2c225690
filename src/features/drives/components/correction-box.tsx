import { useId, useState, type FormEvent } from 'react';
import type { DriveApplicant } from '@/lib/api/applicant-contract';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { CORRECTION_TARGETS, roundStandingOf, type CorrectionTarget } from '@/lib/season/round-correction';
import type { RoundPosition } from '@/lib/season/round-results';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RefusalAlert, type RefusalText } from '@/ui/refusal-alert';
import { correctRoundResult, listApplicants } from '../api/season-api';
import { correctedText, STANDING_LABELS, targetLabel } from '../model/correction-text';
import { resultsRefusalOf } from '../model/results-refusal';
import '@/ui/styles/lists.css';
import './correction-box.css';

const MATCHES = 5;

/** What the correction does to the block an absence caused, said before confirming (nothing else changes it). */
function liftsBlockText(applicant: DriveApplicant, target: CorrectionTarget): string {
  if (!applicant.correctingLiftsBlock || target === 'absent') return '';
  return ` This absence blocked ${applicant.name} from further drives: correcting it lifts that block.`;
}

interface CorrectionBoxProps {
  driveId: string;
  /** The college's zone (for the times of a refusal's reasons). */
  timeZone: string;
  roundId: string;
  round: RoundPosition;
  /** After a correction: the table and the history are drawn afresh. */
  onCorrected: () => void;
}

/**
 * Correcting one applicant's result of a published round (an absentee who was there, a wrong roll number
 * advanced), until the next round's results are published: find them, choose the new result, confirm. The
 * student is told; the round's history records it. The server refuses, with reasons, whoever holds an offer.
 */
export function CorrectionBox({ driveId, timeZone, roundId, round, onCorrected }: CorrectionBoxProps) {
  const ids = { query: useId(), heading: useId() };
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<DriveApplicant[]>();
  const [targets, setTargets] = useState<Record<string, CorrectionTarget>>({});
  const [confirming, setConfirming] = useState<DriveApplicant>();
  const [done, setDone] = useState<string>();
  const [refusal, setRefusal] = useState<RefusalText>();
  const targetOf = (applicant: DriveApplicant) => targets[applicant.rollNumber] ?? 'advance';

  async function find(event: FormEvent) {
    event.preventDefault();
    setRefusal(undefined);
    try {
      const found = await listApplicants(driveId, { query: query.trim(), pageSize: String(MATCHES) });
      setMatches(found.items);
    } catch (caught) {
      setRefusal({ message: portalErrorMessage(caught), reasons: [] });
    }
  }

  async function correct(applicant: DriveApplicant) {
    setRefusal(undefined);
    setDone(undefined);
    try {
      const { correction } = await correctRoundResult(driveId, roundId, {
        rollNumber: applicant.rollNumber,
        to: targetOf(applicant),
      });
      setDone(correctedText(correction, round));
      setMatches(undefined);
      onCorrected();
    } catch (caught) {
      setRefusal(resultsRefusalOf(caught, timeZone));
    }
  }

  return (
    <section className="card correction-box" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Correct a result</h2>
      <p className="muted">
        {round.last
          ? `A result of round ${round.order}, the last, can be corrected while the drive runs`
          : `A result of round ${round.order} can be corrected until round ${round.order + 1}'s results are published`}
        : an absentee who was there, a wrong roll number. The student is told of the correction; a student
        holding an offer is not corrected.
      </p>
      <form className="correction-box__find" onSubmit={(event) => void find(event)}>
        <div className="field">
          <label className="field__label" htmlFor={ids.query}>
            Name or roll number
          </label>
          <input
            id={ids.query}
            type="search"
            className="field__input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!query.trim()}>
          Find
        </Button>
      </form>
      {matches && matches.length === 0 && <p>No applicant you can see matches “{query.trim()}”.</p>}
      {matches && matches.length > 0 && (
        <ul className="row-list correction-box__matches">
          {matches.map((applicant) => {
            const standing = roundStandingOf(applicant, round);
            return (
              <li key={applicant.applicationId}>
                <p>
                  <strong>{applicant.name}</strong>{' '}
                  <span className="muted">
                    {applicant.rollNumber} · {applicant.branch}
                  </span>
                  <br />
                  Round {round.order}: {standing ? STANDING_LABELS[standing] : 'did not take part'}
                </p>
                <div className="correction-box__change">
                  <select
                    className="field__input"
                    aria-label={`New result for ${applicant.name}`}
                    value={targetOf(applicant)}
                    onChange={(event) =>
                      setTargets({
                        ...targets,
                        [applicant.rollNumber]: event.target.value as CorrectionTarget,
                      })
                    }
                  >
                    {CORRECTION_TARGETS.map((target) => (
                      <option key={target} value={target}>
                        {targetLabel(target, round)}
                      </option>
                    ))}
                  </select>
                  <Button size="small" onClick={() => setConfirming(applicant)}>
                    Correct<span className="visually-hidden"> {applicant.name}'s result</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status">{done}</p>
      <RefusalAlert refusal={refusal} />
      <ConfirmDialog
        open={confirming !== undefined}
        title={`Correct ${confirming?.name ?? ''}'s result?`}
        message={
          confirming
            ? `Round ${round.order}: from ${STANDING_LABELS[roundStandingOf(confirming, round) ?? 'pending']} to ${targetLabel(targetOf(confirming), round).toLowerCase()}. ${confirming.name} is told of the correction at once.${liftsBlockText(confirming, targetOf(confirming))}`
            : ''
        }
        confirmLabel="Correct the result"
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          const applicant = confirming;
          setConfirming(undefined);
          if (applicant) void correct(applicant);
        }}
      />
    </section>
  );
}
