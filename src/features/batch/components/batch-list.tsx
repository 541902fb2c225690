import { useState } from 'react';
import { countText } from '@/lib/count-text';
import { useResource } from '@/lib/use-resource';
import { FilterBar } from '@/ui/filter-bar';
import { Pagination } from '@/ui/pagination';
import { ResourceState } from '@/ui/resource-state';
import { listBatch } from '../api/batch-api';
import { BATCH_FILTER_FIELDS, batchQuery } from '../model/batch-filters';
import { BatchStudentCard } from './batch-student-card';
import { VirtualRows } from './virtual-rows';

/** The batch as the server pages, filters and sorts it. `version` changes after an import, to load it again. */
export function BatchList({ version }: { version: number }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const query = batchQuery(values, page);
  const resource = useResource(`${version}:${JSON.stringify(query)}`, () => listBatch(query), {
    keepPrevious: true,
  });
  const filtered = Object.values(values).some(Boolean);
  return (
    <section className="panel batch-list" aria-labelledby="batch-list-title">
      <h2 id="batch-list-title">Students in the batch</h2>
      <FilterBar
        label="Filter the batch"
        fields={BATCH_FILTER_FIELDS}
        values={values}
        onChange={(change) => {
          setValues((current) => ({ ...current, ...change }));
          setPage(1);
        }}
      />
      <ResourceState
        resource={resource}
        label="the batch"
        isEmpty={(found) => found.total === 0}
        empty={
          filtered
            ? 'No student of the batch matches these filters.'
            : 'The batch is empty. Import your graduating students’ records from a CSV file above.'
        }
      >
        {(found) => (
          <>
            <p className="muted">{countText(found.total, 'student')}</p>
            <VirtualRows
              items={found.items}
              label="Students in the batch"
              keyOf={(student) => student.record.rollNumber}
              renderItem={(student) => <BatchStudentCard student={student} />}
              estimateHeight={96}
            />
            <Pagination
              page={found.page}
              pageSize={found.pageSize}
              total={found.total}
              label="Batch pages"
              onPage={setPage}
            />
          </>
        )}
      </ResourceState>
    </section>
  );
}
