import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonLink } from '@/ui/button';

export default function UnauthorizedPage() {
  useDocumentTitle('Unauthorized Access');
  return (
    <div className="page page--narrow stack">
      <h1>Unauthorized Access</h1>
      <p>You don&apos;t have permission to access this page.</p>
      <ButtonLink href={paths.homeRedirect}>Go to my dashboard</ButtonLink>
    </div>
  );
}
