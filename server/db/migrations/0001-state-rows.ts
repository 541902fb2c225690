import { sql, type Kysely } from 'kysely';

/**
 * The state's rows (mocks/db/state-rows.ts's layout) and the one meta row whose revision says whether the state
 * changed since a server last read it. Its lock is what serialises writers, on one server or several.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table portal_state_meta (
      id integer primary key check (id = 1),
      revision bigint not null,
      seed_version integer not null,
      seed_name text not null
    )
  `.execute(db);
  await sql`
    create table portal_state_row (
      key text primary key,
      value jsonb not null
    )
  `.execute(db);
}
