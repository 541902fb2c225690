/**
 * Picking applicants for a round's results: filter and sort (both on the server), tick rows or every row the
 * filter matches, then put the picked ones under an outcome. Lazy: it brings the table libraries with it.
 * Default export for React.lazy.
 */
import { countText, plural } from '@/lib/count-text';
import { useCallback, useMemo, useState } from 'react';
import { portalErrorMessage } from '@/lib/api/portal-errors';
import { APPLICANT_SORTS, type ApplicantQuery } from '@/lib/api/applicant-contract';
import { Button } from '@/ui/button';
import { ErrorBox } from '@/ui/error-box';
import { FilterBar } from '@/ui/filter-bar';
import { listApplicantKeys, type Side } from '../../api/season-api';
import { OUTCOME_LABELS, OUTCOMES, type Outcome } from '../../model/results-draft';
import {
  NO_SELECTION,
  resolveSelection,
  selectAllFiltered,
  selectedCount,
  toggleRow,
  type Selection,
} from '../../model/selection';
import { applicantColumns, PicksContext } from './applicant-columns';
import { APPLICANT_FILTER_FIELDS, filterProblem, filterQuery } from './applicant-filters';
import { FIRST_SORT } from './first-applicant-page';
import { useApplicantPages } from './use-applicant-pages';
import { VirtualTable, type SortingState } from './virtual-table';

type Sort = (typeof APPLICANT_SORTS)[number];
const isSort = (id: string | undefined): id is Sort => APPLICANT_SORTS.includes(id as Sort);

const rollNumberOf = (row: { rollNumber: string }) => row.rollNumber;

interface PickerProps {
  driveId: string;
  side: Side;
  /** The table's filter, kept by the screen: a results preview counts who is outside it. */
  filters: Record<string, string>;
  onFiltersChange: (filters: Record<string, string>) => void;
  /** Without it (a drive past its rounds), the table is read only: no picks. */
  onAdd?: (outcome: Outcome, rollNumbers: string[]) => void;
}

export default function ApplicantPicker({ driveId, side, filters, onFiltersChange, onAdd }: PickerProps) {
  const [problem, setProblem] = useState<string>();
  const [sorting, setSorting] = useState<SortingState>([FIRST_SORT]);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sort = sorting[0];
  const query: Omit<ApplicantQuery, 'page' | 'pageSize'> = {
    ...filterQuery(filters),
    ...(isSort(sort?.id) ? { sort: sort.id, dir: sort.desc ? 'desc' : 'asc' } : {}),
  };
  const filterKey = JSON.stringify(filterQuery(filters));
  const pages = useApplicantPages(driveId, query);
  const toggle = useCallback((roll: string) => setSelection((old) => toggleRow(old, roll)), []);
  const picking = onAdd !== undefined;
  const columns = useMemo(() => applicantColumns(side, picking), [side, picking]);
  const picks = useMemo(() => ({ selection, toggle }), [selection, toggle]);
  const picked = selectedCount(selection, pages.total);

  async function add(outcome: Outcome) {
    setBusy(true);
    setError(undefined);
    try {
      const keys = await resolveSelection(
        selection,
        filterKey,
        async () => (await listApplicantKeys(driveId, filterQuery(filters))).rollNumbers,
      );
      onAdd?.(outcome, keys);
      setSelection(NO_SELECTION);
    } catch (caught) {
      setError(portalErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card applicant-picker" aria-labelledby="picker-heading">
      <h2 id="picker-heading">{picking ? 'Pick from the applicants' : 'The applicants'}</h2>
      <FilterBar
        label="Filter applicants"
        fields={APPLICANT_FILTER_FIELDS}
        values={filters}
        onChange={(change) => {
          const next = { ...filters, ...change };
          // A value the server would refuse is named here, and the table keeps the last good filter.
          setProblem(filterProblem(next));
          if (filterProblem(next)) return;
          onFiltersChange(next);
          // A choice of "all" meant the old filter's rows.
          setSelection((old) => (old.kind === 'all-filtered' ? NO_SELECTION : old));
        }}
      />
      <ErrorBox message={problem} />
      <div className="picker-bar" aria-busy={pages.loading}>
        <p role="status" className="picker-bar__count">
          {pages.loading
            ? 'Finding applicants…'
            : `${countText(pages.total, 'applicant')} ${plural(pages.total, 'matches', 'match')}`}
          {picking && ` · ${picked} picked`}
        </p>
        {picking && (
          <>
            <Button
              variant="secondary"
              size="small"
              disabled={pages.loading || pages.total === 0}
              onClick={() => setSelection(selectAllFiltered(filterKey))}
            >
              Pick all {pages.total} filtered
            </Button>
            <Button
              variant="ghost"
              size="small"
              disabled={picked === 0}
              onClick={() => setSelection(NO_SELECTION)}
            >
              Clear picks
            </Button>
          </>
        )}
      </div>
      {pages.error !== undefined && <ErrorBox message={portalErrorMessage(pages.error)} />}
      <PicksContext.Provider value={picks}>
        <VirtualTable
          caption="Applicants of this drive"
          columns={columns}
          rows={pages.rows}
          rowId={rollNumberOf}
          total={pages.total}
          sorting={sorting}
          onSortingChange={setSorting}
          onNeedMore={pages.loadMore}
        />
      </PicksContext.Provider>
      {picking && (
        <div className="picker-actions">
          {OUTCOMES.map((outcome) => (
            <Button
              key={outcome}
              variant={outcome === 'advance' ? 'primary' : 'secondary'}
              disabled={picked === 0}
              busy={busy}
              onClick={() => void add(outcome)}
            >
              The {picked} picked {OUTCOME_LABELS[outcome]}
            </Button>
          ))}
        </div>
      )}
      <ErrorBox message={error} />
    </section>
  );
}
