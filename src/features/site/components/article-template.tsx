import { paths } from '@/lib/routes';
import type { ArticleContent } from '../content/types';
import { LinkList } from './content-link';
import { ContentSections, OnThisPage } from './content-sections';
import { PageHeader } from './page-header';

/** Skill pages: a teaching article with its audience, a section list, the sections and further reading. */
export function ArticleTemplate({ content, title }: { content: ArticleContent; title: string }) {
  return (
    <article className="page content-page">
      <PageHeader title={title} lead={content.lead} trail={[paths.resources]}>
        <p className="content-audience">
          <strong>Who this is for:</strong> {content.audience}
        </p>
      </PageHeader>
      <div className="content-layout">
        <OnThisPage sections={content.sections} />
        <div className="content-body">
          <ContentSections sections={content.sections} />
          <section className="content-section related" aria-labelledby="related">
            <h2 id="related">Further reading</h2>
            <LinkList links={content.related} />
          </section>
        </div>
      </div>
    </article>
  );
}
