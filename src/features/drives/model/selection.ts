/**
 * Who is picked in a table whose rows the server pages, filters and sorts: single rows by id, or "every row the
 * current filter matches" (most of which were never loaded), less the rows unticked since. Choosing all is one
 * state change whatever the count, so it stays instant on a 3,000-row drive; the ids are asked for when needed.
 */
export type Selection =
  | { kind: 'some'; ids: ReadonlySet<string> }
  | { kind: 'all-filtered'; filterKey: string; except: ReadonlySet<string> };

export const NO_SELECTION: Selection = { kind: 'some', ids: new Set() };

export function selectAllFiltered(filterKey: string): Selection {
  return { kind: 'all-filtered', filterKey, except: new Set() };
}

export function isSelected(selection: Selection, id: string): boolean {
  return selection.kind === 'some' ? selection.ids.has(id) : !selection.except.has(id);
}

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

export function toggleRow(selection: Selection, id: string): Selection {
  return selection.kind === 'some'
    ? { kind: 'some', ids: toggled(selection.ids, id) }
    : { ...selection, except: toggled(selection.except, id) };
}

/** How many are picked, given how many rows the filter matches now. */
export function selectedCount(selection: Selection, matching: number): number {
  return selection.kind === 'some' ? selection.ids.size : Math.max(0, matching - selection.except.size);
}

/**
 * The picked ids: the ticked ones, or all the filter's ids (asked of the server) less the unticked ones. An
 * "all filtered" choice made under another filter than the current one picks nothing: the filter it meant is gone.
 */
export async function resolveSelection(
  selection: Selection,
  filterKey: string,
  idsOfFilter: () => Promise<readonly string[]>,
): Promise<string[]> {
  if (selection.kind === 'some') return [...selection.ids];
  if (selection.filterKey !== filterKey) return [];
  return (await idsOfFilter()).filter((id) => !selection.except.has(id));
}
