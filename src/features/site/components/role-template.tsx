import { paths } from '@/lib/routes';
import type { RoleContent, Section } from '../content/types';
import { ContentSections, OnThisPage } from './content-sections';
import { PageHeader } from './page-header';
import { RoleMatchingJobs } from './role-matching-jobs';

/** The fixed outline every role page follows, built from the role's typed fields. */
export function roleSections(content: RoleContent): Section[] {
  return [
    {
      id: 'what-the-role-does',
      heading: 'What the role does',
      blocks: content.whatTheRoleDoes.map((text) => ({ kind: 'paragraph', text })),
    },
    { id: 'day-to-day', heading: 'Day-to-day work', blocks: [{ kind: 'list', items: content.dayToDay }] },
    { id: 'core-skills', heading: 'Core skills', blocks: [{ kind: 'terms', items: content.coreSkills }] },
    { id: 'tools', heading: 'Tools', blocks: [{ kind: 'list', items: content.tools }] },
    { id: 'how-to-prepare', heading: 'How to prepare', blocks: [{ kind: 'links', items: content.prepare }] },
    {
      id: 'entry-path',
      heading: 'Typical entry path in India',
      blocks: [{ kind: 'steps', items: content.entryPath }],
    },
  ];
}

export function RoleTemplate({ content, title }: { content: RoleContent; title: string }) {
  const sections = roleSections(content);
  return (
    <article className="page content-page">
      <PageHeader title={title} lead={content.lead} trail={[paths.resources]} />
      <div className="content-layout">
        <OnThisPage sections={[...sections, { id: 'matching-jobs', heading: 'Matching jobs' }]} />
        <div className="content-body">
          <ContentSections sections={sections} />
          <RoleMatchingJobs role={content.jobRole} roleTitle={title} />
        </div>
      </div>
    </article>
  );
}
