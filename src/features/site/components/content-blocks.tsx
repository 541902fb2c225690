import type { Block } from '../content/types';
import { Callout } from './callout';
import { LinkList } from './content-link';
import { DataTable } from './data-table';

/** Renders content blocks; every string is a React text node, so content can never inject markup. */
export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return <h3>{block.text}</h3>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? (
        <ol className="prose-list">{items}</ol>
      ) : (
        <ul className="prose-list">{items}</ul>
      );
    }
    case 'steps':
      return (
        <ol className="steps">
          {block.items.map((step) => (
            <li key={step.title} className="steps__item">
              <strong className="steps__title">{step.title}</strong>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'callout':
      return <Callout tone={block.tone} title={block.title} text={block.text} />;
    case 'table':
      return <DataTable caption={block.caption} columns={block.columns} rows={block.rows} />;
    case 'terms':
      return (
        <dl className="terms">
          {block.items.map((item) => (
            <div key={item.term} className="terms__item">
              <dt>{item.term}</dt>
              <dd>{item.definition}</dd>
            </div>
          ))}
        </dl>
      );
    case 'links':
      return <LinkList links={block.items} />;
    case 'addresses':
      return (
        <div className="addresses">
          {block.items.map((address) => (
            <address key={address.title} className="card">
              <strong>{address.title}</strong>
              {address.lines.map((line) => (
                <span key={line} className="addresses__line">
                  {line}
                </span>
              ))}
            </address>
          ))}
        </div>
      );
  }
}
