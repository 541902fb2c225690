import { definitionOf, type FigureName } from '@/lib/report/figure-text';
import './styles/figure-notes.css';

/**
 * What each figure on the screen counts, one line each, in the words every screen uses (src/lib/report/
 * figure-text.ts): the overview, the season page, the report and a student's page cannot explain a figure two ways.
 */
export function FigureNotes({ figures, label }: { figures: readonly FigureName[]; label: string }) {
  return (
    <ul className="figure-notes" aria-label={label}>
      {figures.map((name) => (
        <li key={name}>{definitionOf(name)}</li>
      ))}
    </ul>
  );
}
