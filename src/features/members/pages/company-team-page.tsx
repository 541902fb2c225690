import { MembersPage } from './members-page';

/** /company/team: the company's team on the portal. */
export default function CompanyTeamPage() {
  return <MembersPage organisation="company" />;
}
