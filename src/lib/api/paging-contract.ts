/**
 * Long lists come a page at a time (docs/api.md, 'Paging'): the page and page-size query parameters, and the page
 * an answer carries. Shared by Job Pulse, the dashboards and the season.
 */
import type { Struct } from 'superstruct';
import { array, integer, object, optional, pattern, string, type } from './schema-kit';

/** Query parameters are strings; a page number is 1 to 9999. */
export const PageParam = pattern(string(), /^[1-9]\d{0,3}$/);
export const PageSizeParam = pattern(string(), /^[1-9]\d?$/);

/** One page of a long list. */
export function pageOf<T, S>(item: Struct<T, S>) {
  return type({ items: array(item), total: integer(), page: integer(), pageSize: integer() });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
export const PageQuerySchema = object({ page: optional(PageParam), pageSize: optional(PageSizeParam) });
