import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonLink } from '@/ui/button';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="page page--narrow stack">
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <ButtonLink href={paths.home}>Go to the home page</ButtonLink>
    </div>
  );
}
