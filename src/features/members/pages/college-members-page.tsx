import { MembersPage } from './members-page';

/** /college/members: the placement committee. */
export default function CollegeMembersPage() {
  return <MembersPage organisation="college" />;
}
