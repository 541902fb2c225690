import { Link } from 'wouter';
import type { DriveApplicant } from '@/lib/api/season-contract-people';
import { collegeSeasonStudentHref } from '@/lib/routes';
import type { Side } from '../../api/season-api';
import { isSelected, type Selection } from '../../model/selection';
import { APPLICATION_STATE_LABELS } from '../../model/season-text';
import type { TableColumn } from './virtual-table';

/** The applicants table's columns; sortable ones carry the server's sort names as their ids. */
export function applicantColumns(
  side: Side,
  selection: Selection,
  onToggle: (rollNumber: string) => void,
): TableColumn<DriveApplicant>[] {
  return [
    {
      id: 'select',
      header: () => <span className="visually-hidden">Picked</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Pick ${row.original.name}`}
          checked={isSelected(selection, row.original.rollNumber)}
          onChange={() => onToggle(row.original.rollNumber)}
        />
      ),
    },
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
