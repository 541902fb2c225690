import { countText } from '@/lib/count-text';
import { collegeDateTime } from '@/lib/season/college-time';
import { useOnline } from '@/lib/use-online';
import { usePendingSubmissions } from '@/offline/outbox/use-pending-submissions';
import { ROUND_RESULTS_FORM } from '../model/round-results-kind';

/**
 * Results of this round saved on this device while offline, waiting to be published (they survive a reload). The
 * only message about them: it reads the outbox and the connection, so it says "No connection" only while there is
 * none, and goes once they are sent.
 */
export function PendingResults({
  driveId,
  roundId,
  timeZone,
}: {
  driveId: string;
  roundId: string;
  /** The college's: when each set was saved is said in the drive's time, like every other time of the drive. */
  timeZone: string;
}) {
  const online = useOnline();
  const waiting = usePendingSubmissions().filter(
    (row) =>
      row.formId.startsWith(ROUND_RESULTS_FORM) &&
      row.params?.id === driveId &&
      row.params.roundId === roundId,
  );
  if (!waiting.length) return null;
  return (
    <section className="alert alert--info" aria-labelledby="pending-heading">
      <h2 id="pending-heading" className="pending-results__title">
        {waiting.length === 1
          ? 'Results waiting to be sent'
          : `${countText(waiting.length, 'set of results', 'sets of results')} waiting to be sent`}
      </h2>
      <p role="status">
        {online
          ? 'Saved on this device while there was no connection. The connection is back: they are being published now, once.'
          : "No connection: the named lists are saved on this device and will be published by themselves, once, when the connection returns. Nobody else's result changes."}
      </p>
      <ul>
        {waiting.map((row) => (
          <li key={row.id}>Saved {collegeDateTime(new Date(row.createdAt).toISOString(), timeZone)}</li>
        ))}
      </ul>
    </section>
  );
}
