import { useOnline } from '@/lib/use-online';
import { Button } from './button';

/**
 * What a page whose code is not on this device yet shows offline, where the page would be: a first visit caches
 * the app shell first and the rest once the page is idle, so a page opened offline before that has no code to run.
 * Reloading is the way out: a lazily loaded page that failed once is not fetched again until the page reloads.
 */
export function MissingCodeNotice() {
  const online = useOnline();
  return (
    <section className="card screen-error" role="alert" aria-labelledby="missing-code-heading">
      <h1 id="missing-code-heading">This page is not saved on this device yet</h1>
      <p>
        Campus Pulse is saving a copy of itself on this device so that it opens without a connection. That
        copy is not complete yet and this page is not in it, so it cannot open offline.
      </p>
      <p>
        {online
          ? 'The connection is back: reload the page to open it.'
          : 'Connect to the internet and reload the page. Once the copy is complete, every page opens offline too.'}
      </p>
      <div className="screen-error__actions">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </section>
  );
}
