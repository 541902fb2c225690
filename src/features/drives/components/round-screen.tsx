import { ReachableLink } from '@/ui/reachable-link';
import { useMayRecordRound } from '@/features/auth/public';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { ScreenHeader } from '@/ui/screen/screen-header';
import type { DriveDetail } from '@/lib/api/drive-contract';
import { driveHref } from '@/lib/routes';
import { takesResults } from '@/lib/season/phases';
import { collegeSlot } from '@/lib/season/college-time';
import { roundKindLabel } from '@/lib/season/rounds';
import { roundNotHeldReason } from '@/lib/season/round-schedule';
import { describeStepReason } from '@/lib/season/step-reasons';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useResource } from '@/lib/use-resource';
import { onOutboxEvent } from '@/offline/outbox/outbox-events';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { LoadingState, ResourceState } from '@/ui/resource-state';
import { RefusalAlert, type RefusalText } from '@/ui/refusal-alert';
import { getDrive, type Side } from '../api/season-api';
import { filterQuery } from './applicants/applicant-filters';
import { askFirstApplicantPage } from './applicants/first-applicant-page';
import { addToDraft, draftToInput, EMPTY_DRAFT, type Outcome } from '../model/results-draft';
import { resultsRefusalOf } from '../model/results-refusal';
import { roundResultsKind } from '../model/round-results-kind';
import { DRIVE_STATE_LABELS } from '../model/season-text';
import { CorrectionBox } from './correction-box';
import { PasteBox } from './paste-box';
import { PendingResults } from './pending-results';
import { ResultsPanel } from './results-panel';
import { RoundHistory } from './round-history';
import './drives.css';

// The table libraries come with this screen only (docs/decisions/).
const { Component: ApplicantPicker, preload: preloadApplicantPicker } = preloadableLazy(
  () => import('./applicants/applicant-picker'),
);
// Asked for as soon as this screen's code is in (it is loaded for a round screen only), not once the screen has
// mounted: on a deep link the screen mounts after the session check and the frame's first drawing, and the table's
// code then came 400 ms later at 4x CPU (a failure shows when the table renders, and it asks again).
void preloadApplicantPicker().catch(() => undefined);

/**
 * One round's results: pick or paste who advances, waits or was absent, see what publishing will do (the server's
 * preview, by name), publish it; correct a result until the next round's are out; read the round's history. On a
 * drive past its rounds, the table and the history only.
 */
export function RoundScreen({ side, driveId, roundId }: { side: Side; driveId: string; roundId: string }) {
  const drive = useResource(`drive:${driveId}`, () => getDrive(driveId));
  // The table's first page comes while the drive is asked for, not after its answer.
  useEffect(() => askFirstApplicantPage(driveId), [driveId]);
  return (
    <div className="screen">
      <ReachableLink href={driveHref(side, driveId)} className="back-link">
        ← The drive
      </ReachableLink>
      <ResourceState resource={drive} label="round">
        {({ drive: detail }) => <RoundBody side={side} drive={detail} roundId={roundId} />}
      </ResourceState>
    </div>
  );
}

function RoundBody({ side, drive, roundId }: { side: Side; drive: DriveDetail; roundId: string }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [filters, setFilters] = useState<Record<string, string>>({});
  // What the last publication from this screen did, line by line.
  const [published, setPublished] = useState<string[]>();
  const [refusal, setRefusal] = useState<RefusalText>();
  const [busy, setBusy] = useState(false);
  // Published results change the table: it is drawn afresh after each publication or correction, here or from the
  // outbox, and so are the preview and the history.
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'accepted' && event.entry.params?.roundId === roundId) setGeneration((n) => n + 1);
      }),
    [roundId],
  );
  const may = useMayRecordRound(drive.id, roundId);
  const round = drive.rounds.find((candidate) => candidate.id === roundId);
  if (!round) return <ScreenHeader title="Round not found" intro={drive.title} />;
  const position = { order: round.order, last: round.order === drive.rounds.length };
  const next = drive.rounds.find((candidate) => candidate.order === round.order + 1);
  // Results wait until the round has been held (the server refuses them before: round_not_held).
  const notHeld = roundNotHeldReason(round, drive.timeZone);
  const recording = takesResults(drive.state) && !notHeld && may.record;
  const correcting =
    recording && may.publish && Boolean(round.resultsPublishedAt) && !next?.resultsPublishedAt;

  const add = (outcome: Outcome, entries: string[]) => {
    setDraft((old) => addToDraft(old, outcome, entries));
    setPublished(undefined);
  };

  async function publish(notSelected: number | undefined) {
    setBusy(true);
    setRefusal(undefined);
    const kind = roundResultsKind(side);
    const outcome = await submitOrQueue(kind, draftToInput(draft, notSelected), {}, undefined, {
      id: drive.id,
      roundId,
    });
    // A transition: the table drawn afresh after a publication is rendered in slices, not one long task.
    startTransition(() => {
      setBusy(false);
      // Queued: the saved lists are announced by PendingResults, which follows the outbox and the connection.
      if ('queued' in outcome) setDraft(EMPTY_DRAFT);
      else if (outcome.accepted) {
        setPublished(outcome.message.split('\n'));
        setDraft(EMPTY_DRAFT);
        setGeneration((n) => n + 1);
      } else setRefusal(resultsRefusalOf(outcome.error, drive.timeZone));
    });
  }

  return (
    <div className="screen-stack">
      <ScreenHeader
        title={`Round ${round.order}: ${roundKindLabel(round.kind)}`}
        intro={`${drive.title}, ${side === 'college' ? drive.companyName : drive.collegeName} · ${collegeSlot(round.date, round.time, drive.timeZone)}`}
      />
      {notHeld && takesResults(drive.state) && (
        <p className="alert alert--info">{describeStepReason(notHeld, drive.timeZone)}.</p>
      )}
      {!takesResults(drive.state) && (
        <p className="alert alert--info">
          This drive is {DRIVE_STATE_LABELS[drive.state].toLowerCase()}: its results can no longer be
          published or corrected.
        </p>
      )}
      <PendingResults driveId={drive.id} roundId={roundId} timeZone={drive.timeZone} />
      {published && (
        <div className="alert alert--info" role="status">
          {published.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <Suspense fallback={<LoadingState label="applicants" />}>
        <ApplicantPicker
          key={generation}
          driveId={drive.id}
          side={side}
          filters={filters}
          onFiltersChange={setFilters}
          {...(recording ? { onAdd: add } : {})}
        />
      </Suspense>
      {recording && (
        <>
          <PasteBox listName={side === 'college' ? "the company's list" : 'a list'} onAdd={add} />
          <ResultsPanel
            key={generation}
            driveId={drive.id}
            timeZone={drive.timeZone}
            roundId={roundId}
            draft={draft}
            view={filterQuery(filters)}
            pastedList={side === 'college' ? "the company's list" : 'a list'}
            busy={busy}
            onClear={() => setDraft(EMPTY_DRAFT)}
            {...(may.publish && {
              onPublish: (notSelected: number | undefined) => void publish(notSelected),
            })}
          />
          <RefusalAlert refusal={refusal} />
        </>
      )}
      {correcting && (
        <CorrectionBox
          driveId={drive.id}
          timeZone={drive.timeZone}
          roundId={roundId}
          round={position}
          onCorrected={() => setGeneration((n) => n + 1)}
        />
      )}
      <RoundHistory driveId={drive.id} timeZone={drive.timeZone} roundId={roundId} generation={generation} />
    </div>
  );
}
