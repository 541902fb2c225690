import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ScreenHeader } from '@/features/dashboard/public';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { driveHref } from '@/lib/routes';
import { collegeSlot } from '@/lib/season/college-time';
import { roundKindLabel } from '@/lib/season/rounds';
import { useResource } from '@/lib/use-resource';
import { onOutboxEvent } from '@/offline/outbox/outbox-events';
import { submitOrQueue } from '@/offline/outbox/outbox';
import { ErrorBox } from '@/ui/error-box';
import { LoadingState, ResourceState } from '@/ui/resource-state';
import { getDrive, type Side } from '../api/season-api';
import { addToDraft, draftToInput, EMPTY_DRAFT, type Outcome } from '../model/results-draft';
import { roundResultsKind } from '../model/round-results-kind';
import { PasteBox } from './paste-box';
import { PendingResults } from './pending-results';
import { ResultsPanel } from './results-panel';
import './drives.css';

// The table libraries come with this screen only (docs/decisions.md).
const ApplicantPicker = lazy(() => import('./applicants/applicant-picker'));

type Notice = { kind: 'published'; lines: string[] } | { kind: 'queued' };

/** One round's results: pick or paste who advances, waits or was absent, then publish them to students. */
export function RoundScreen({ side, driveId, roundId }: { side: Side; driveId: string; roundId: string }) {
  const drive = useResource(`drive:${driveId}`, () => getDrive(driveId));
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [notice, setNotice] = useState<Notice>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Published results change the table: it is drawn afresh after each publication, here or from the outbox.
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'accepted' && event.entry.params?.roundId === roundId) setGeneration((n) => n + 1);
      }),
    [roundId],
  );
  const add = (outcome: Outcome, entries: string[]) => {
    setDraft((old) => addToDraft(old, outcome, entries));
    setNotice(undefined);
  };

  async function publish(rejectRest: boolean) {
    setBusy(true);
    setError(undefined);
    const kind = roundResultsKind(side);
    const outcome = await submitOrQueue(kind, draftToInput(draft, rejectRest), {}, undefined, {
      id: driveId,
      roundId,
    });
    // A transition: the table drawn afresh after a publication is rendered in slices, not one long task.
    startTransition(() => {
      setBusy(false);
      if ('queued' in outcome) {
        setNotice({ kind: 'queued' });
        setDraft(EMPTY_DRAFT);
      } else if (outcome.accepted) {
        setNotice({ kind: 'published', lines: outcome.message.split('\n') });
        setDraft(EMPTY_DRAFT);
        setGeneration((n) => n + 1);
      } else setError(portalErrorMessage(outcome.error));
    });
  }

  return (
    <div className="screen">
      <Link href={driveHref(side, driveId)} className="back-link">
        ← The drive
      </Link>
      <ResourceState resource={drive} label="round">
        {({ drive: detail }) => {
          const round = detail.rounds.find((candidate) => candidate.id === roundId);
          const title = round ? `Round ${round.order}: ${roundKindLabel(round.kind)}` : 'Round not found';
          return (
            <div className="screen-stack">
              <ScreenHeader
                title={title}
                intro={`${detail.title}, ${side === 'college' ? detail.companyName : detail.collegeName}${round ? ` · ${collegeSlot(round.date, round.time, detail.timeZone)}` : ''}`}
              />
              <PendingResults driveId={driveId} roundId={roundId} timeZone={detail.timeZone} />
              {notice?.kind === 'published' && (
                <div className="alert alert--info" role="status">
                  {notice.lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              )}
              {notice?.kind === 'queued' && (
                <div className="alert alert--info" role="status">
                  <p>
                    No connection: the results are saved on this device and will be published by themselves,
                    once, when the connection returns.
                  </p>
                </div>
              )}
              <Suspense fallback={<LoadingState label="applicants" />}>
                <ApplicantPicker key={generation} driveId={driveId} side={side} onAdd={add} />
              </Suspense>
              <PasteBox onAdd={add} />
              <ResultsPanel
                draft={draft}
                busy={busy}
                onClear={() => setDraft(EMPTY_DRAFT)}
                onPublish={(rejectRest) => void publish(rejectRest)}
              />
              <ErrorBox message={error} />
            </div>
          );
        }}
      </ResourceState>
    </div>
  );
}
