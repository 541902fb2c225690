import type { ColumnType } from 'kysely';

/**
 * The tables the server's queries use (server/db/migrations creates them). The state's rows keep the mock's
 * layout (mocks/db/state-rows.ts): one row per table of the state, one per entry of an entry table.
 */
export interface PortalDatabase {
  portal_state_meta: {
    id: number;
    revision: ColumnType<string, string | number, string | number>;
    seed_version: number;
    seed_name: string;
  };
  portal_state_row: {
    key: string;
    value: ColumnType<unknown, string, string>;
  };
}
