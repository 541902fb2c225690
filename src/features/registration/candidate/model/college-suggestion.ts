import type { InstitutionSuggestion } from '@/lib/institutions/local-search';
import { highlightSegments, segmentsFromRanges, type TextSegment } from '@/lib/text/highlight';

/** The text a picked suggestion puts in the college field: the list's own 'NAME, DISTRICT' form. */
export function collegeText(suggestion: Pick<InstitutionSuggestion, 'name' | 'district'>): string {
  return suggestion.district ? `${suggestion.name}, ${suggestion.district}` : suggestion.name;
}

/** The district and, when the matcher knows it, the state: the line under a suggestion's name. */
export function collegePlace(suggestion: Pick<InstitutionSuggestion, 'district' | 'state'>): string {
  return [suggestion.district, suggestion.state].filter(Boolean).join(', ');
}

/**
 * The line under a suggestion's name: the place, and the former name the person typed when the suggestion was
 * found by it — the list shows the current name, and 'formerly …' says why it answers 'delhi college of engg'.
 */
export function collegeMeta(
  suggestion: Pick<InstitutionSuggestion, 'district' | 'state' | 'formerly'>,
): string {
  const formerly = suggestion.formerly ? `formerly ${suggestion.formerly}` : '';
  return [collegePlace(suggestion), formerly].filter(Boolean).join(' · ');
}

/** The matcher's highlight ranges when it gives them, else the typed text's occurrences. */
export function collegeNameSegments(suggestion: InstitutionSuggestion, query: string): TextSegment[] {
  return suggestion.highlight
    ? segmentsFromRanges(suggestion.name, suggestion.highlight)
    : highlightSegments(suggestion.name, query);
}
