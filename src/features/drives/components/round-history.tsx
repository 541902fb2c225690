import { useState } from 'react';
import type { RoundRecord } from '@/lib/api/round-contract';
import { collegeDateTime } from '@/lib/season/college-time';
import { ROUND_OUTCOMES } from '@/lib/season/round-results';
import { useResource } from '@/lib/use-resource';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';
import { getRoundHistory, getRoundRecord } from '../api/season-api';
import { STANDING_LABELS } from '../model/correction-text';
import { recordSummary } from '../model/record-text';
import './results.css';

const PAGE_SIZE = 10;

/** A record's roll numbers, read from the server only once its reader opens them. */
function RecordLists({ driveId, roundId, recordId }: { driveId: string; roundId: string; recordId: string }) {
  const detail = useResource(`round-record:${recordId}`, () => getRoundRecord(driveId, roundId, recordId));
  return (
    <ResourceState resource={detail} label="the roll numbers">
      {({ record }) => {
        const lists = ROUND_OUTCOMES.filter((outcome) => record.lists[outcome].length > 0);
        const unplaced = [...record.unknown, ...record.notInRound];
        return (
          <dl className="round-history__lists">
            {lists.map((outcome) => (
              <div key={outcome}>
                <dt>{STANDING_LABELS[outcome]}</dt>
                <dd>{record.lists[outcome].join(', ')}</dd>
              </div>
            ))}
            {unplaced.length > 0 && (
              <div>
                <dt>not placed (matched nobody, or not in this round)</dt>
                <dd>{unplaced.join(', ')}</dd>
              </div>
            )}
          </dl>
        );
      }}
    </ResourceState>
  );
}

function RecordLine({
  record,
  driveId,
  roundId,
  timeZone,
}: {
  record: RoundRecord;
  driveId: string;
  roundId: string;
  timeZone: string;
}) {
  const [open, setOpen] = useState(false);
  const placed = ROUND_OUTCOMES.some((outcome) => record.counts[outcome] > 0);
  return (
    <li>
      <p>
        <span className="muted">{collegeDateTime(record.at, timeZone)} · </span>
        {recordSummary(record)}
      </p>
      {record.action === 'published' && (placed || record.notPlaced > 0) && (
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>Roll numbers</summary>
          {open && <RecordLists driveId={driveId} roundId={roundId} recordId={record.id} />}
        </details>
      )}
    </li>
  );
}

/** The round's publications and corrections, newest first: who (account and role), when, and what. */
export function RoundHistory({
  driveId,
  timeZone,
  roundId,
  generation,
}: {
  driveId: string;
  /** The college's zone: each record's time is written in it. */
  timeZone: string;
  roundId: string;
  generation: number;
}) {
  const [page, setPage] = useState(1);
  const history = useResource(
    `round-history:${roundId}:${page}:${generation}`,
    () => getRoundHistory(driveId, roundId, page, PAGE_SIZE),
    { keepPrevious: true },
  );
  return (
    <section className="card round-history" aria-labelledby="history-heading">
      <h2 id="history-heading">History of this round</h2>
      <ResourceState
        resource={history}
        label="the round's history"
        isEmpty={(data) => data.total === 0}
        empty={<p>Nothing published for this round yet.</p>}
      >
        {(data) => (
          <>
            <ol className="round-history__entries">
              {data.items.map((record) => (
                <RecordLine
                  key={record.id}
                  record={record}
                  driveId={driveId}
                  roundId={roundId}
                  timeZone={timeZone}
                />
              ))}
            </ol>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              label="History pages"
            />
          </>
        )}
      </ResourceState>
    </section>
  );
}
