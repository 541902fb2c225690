import { createContext, useContext } from 'react';
import { Link } from 'wouter';
import type { DriveApplicant } from '@/lib/api/applicant-contract';
import { collegeSeasonStudentHref } from '@/lib/routes';
import type { Side } from '../../api/season-api';
import { isSelected, NO_SELECTION, type Selection } from '../../model/selection';
import { APPLICATION_STATE_LABELS } from '@/lib/season/application-state-labels';
import type { TableColumn } from './virtual-table';

/**
 * The picks, read by each row's checkbox. Through a context, a new pick re-renders only the checkboxes on screen:
 * the columns, and so the table's models, stay as they are (on a 3,000-row drive that is the difference between
 * a frame and a long task).
 */
export const PicksContext = createContext<{ selection: Selection; toggle: (rollNumber: string) => void }>({
  selection: NO_SELECTION,
  toggle: () => undefined,
});

function PickBox({ applicant }: { applicant: DriveApplicant }) {
  const { selection, toggle } = useContext(PicksContext);
  return (
    <input
      type="checkbox"
      aria-label={`Pick ${applicant.name}`}
      checked={isSelected(selection, applicant.rollNumber)}
      onChange={() => toggle(applicant.rollNumber)}
    />
  );
}

const PICK_COLUMN: TableColumn<DriveApplicant> = {
  id: 'select',
  header: () => <span className="visually-hidden">Picked</span>,
  enableSorting: false,
  cell: ({ row }) => <PickBox applicant={row.original} />,
};

/**
 * The applicants table's columns; sortable ones carry the server's sort names as their ids. `picking`: a first
 * column of checkboxes (not on a read-only table).
 */
export function applicantColumns(side: Side, picking: boolean): TableColumn<DriveApplicant>[] {
  return [
    ...(picking ? [PICK_COLUMN] : []),
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      cell: ({ row }) =>
        side === 'college' ? (
          <Link href={collegeSeasonStudentHref(row.original.rollNumber)}>{row.original.name}</Link>
        ) : (
          row.original.name
        ),
    },
    { id: 'rollNumber', accessorKey: 'rollNumber', header: 'Roll number' },
    { id: 'branch', accessorKey: 'branch', header: 'Branch' },
    { id: 'cgpa', accessorKey: 'cgpa', header: 'CGPA' },
    {
      id: 'backlogs',
      header: 'Backlogs (active / total)',
      enableSorting: false,
      cell: ({ row }) => `${row.original.activeBacklogs} / ${row.original.totalBacklogs}`,
    },
    {
      id: 'state',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => APPLICATION_STATE_LABELS[row.original.state],
    },
    { id: 'roundReached', accessorKey: 'roundReached', header: 'Round reached' },
  ];
}
