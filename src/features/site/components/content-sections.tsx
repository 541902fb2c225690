import type { Section } from '../content/types';
import { ContentBlocks } from './content-blocks';

/** The sections of a page: each an h2 with an anchor id, then its blocks. */
export function ContentSections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="content-section">
          <h2 id={section.id}>{section.heading}</h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}

/** Long pages get a list of their sections; short ones do not need it. */
const ON_THIS_PAGE_MIN_SECTIONS = 4;

export function OnThisPage({ sections }: { sections: readonly Pick<Section, 'id' | 'heading'>[] }) {
  if (sections.length < ON_THIS_PAGE_MIN_SECTIONS) return null;
  return (
    <nav className="on-this-page" aria-label="On this page">
      <p className="on-this-page__title">On this page</p>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
