import type { InfoContent } from '../content/types';
import { ContentSections, OnThisPage } from './content-sections';
import { PageActions } from './page-actions';
import { PageHeader } from './page-header';

/** About, careers, industries, resources and contact: lead, sections and calls to action. */
export function InfoTemplate({ content, title }: { content: InfoContent; title: string }) {
  return (
    <article className="page content-page">
      <PageHeader title={title} lead={content.lead} />
      <div className="content-layout">
        <OnThisPage sections={content.sections} />
        <div className="content-body">
          <ContentSections sections={content.sections} />
          <PageActions actions={content.actions ?? []} />
        </div>
      </div>
    </article>
  );
}
