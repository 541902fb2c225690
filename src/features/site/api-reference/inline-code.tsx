/** Text whose `backticked` parts (as the document's descriptions write them) are shown as code. */
export function InlineCode({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}</>;
}
