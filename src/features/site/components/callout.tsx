import type { Block } from '../content/types';

type CalloutBlock = Extract<Block, { kind: 'callout' }>;

const TONE_LABEL: Record<CalloutBlock['tone'], string> = { safety: 'Safety', tip: 'Tip', note: 'Note' };

/** A boxed note; safety notes are styled to stand out and say "Safety" in words, not only in colour. */
export function Callout({ tone, title, text }: Omit<CalloutBlock, 'kind'>) {
  return (
    <div className={`callout callout--${tone}`} role="note">
      <p className="callout__title">
        <span className="callout__tag">{TONE_LABEL[tone]}</span> {title}
      </p>
      <p>{text}</p>
    </div>
  );
}
