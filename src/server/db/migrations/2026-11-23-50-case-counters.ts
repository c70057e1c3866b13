import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
//
// Lists and the dashboard must not grow with a seller's number of cases:
// - `case_stats` holds, per owner × status × type × outcome, the number of cases and the summed
//   resolution time of the resolved ones. Triggers keep it in the same transaction as every
//   write to `cases` (whichever code path writes: service, admin reassignment, seed, intake), so
//   it can never drift from the rows it counts.
// - Keyset pagination walks (sort key, id) in one index, both directions, without OFFSET.
// - The urgent view reads a partial index of the open cases that have a deadline.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('case_stats')
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('case_type', 'text', (c) => c.notNull())
    // '' for no outcome, so the four columns can be the key.
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('resolved_n', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('resolution_days', 'double precision', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('case_stats_pk', ['owner_id', 'status', 'case_type', 'outcome'])
    .execute();

  if (isPostgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  const days = isPostgres
    ? sql`extract(epoch from (resolved_at::timestamptz - created_at::timestamptz)) / 86400.0`
    : sql`julianday(resolved_at) - julianday(created_at)`;
  await sql`
    insert into case_stats (owner_id, status, case_type, outcome, n, resolved_n, resolution_days)
    select owner_id, status, case_type, coalesce(outcome, ''), count(*),
           sum(case when resolved_at is not null then 1 else 0 end),
           coalesce(sum(case when resolved_at is not null then ${days} else 0 end), 0)
    from cases group by owner_id, status, case_type, coalesce(outcome, '')`.execute(db);

  // Keyset pagination: (sort key, id) in one index per sort, per owner and for admins.
  const replaced = [
    'cases_owner_created_at_idx',
    'cases_created_at_idx',
    'cases_owner_updated_at_idx',
    'cases_updated_at_idx',
    'cases_owner_probability_score_idx',
    'cases_probability_score_idx',
    'cases_owner_status_idx',
  ];
  for (const name of replaced) await db.schema.dropIndex(name).execute();
  const indexes: [string, string[]][] = [
    ['cases_owner_created_keyset_idx', ['owner_id', 'created_at', 'id']],
    ['cases_created_keyset_idx', ['created_at', 'id']],
    ['cases_owner_updated_keyset_idx', ['owner_id', 'updated_at', 'id']],
    ['cases_updated_keyset_idx', ['updated_at', 'id']],
    ['cases_owner_probability_keyset_idx', ['owner_id', 'probability_score', 'created_at', 'id']],
    ['cases_probability_keyset_idx', ['probability_score', 'created_at', 'id']],
    ['cases_owner_status_keyset_idx', ['owner_id', 'status', 'created_at', 'id']],
  ];
  for (const [name, columns] of indexes)
    await db.schema.createIndex(name).on('cases').columns(columns).execute();

  // The urgent view: open cases awaiting the seller, by deadline (none last); see
  // domain/case-list.ts urgentStatuses and URGENT_ORDER_KEY.
  for (const [name, columns] of [
    ['cases_owner_urgent_idx', 'owner_id, '],
    ['cases_urgent_idx', ''],
  ] as const) {
    await sql
      .raw(
        `create index ${name} on cases (${columns}(coalesce(due_date, '9999-12-31')), id)
         where status in ('New', 'In Progress', 'Documentation Needed', 'Rejected')`,
      )
      .execute(db);
  }

  // Session clean-up on sign-in reads expired rows through an index instead of every session.
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('sessions_idle_expires_at_idx')
    .on('sessions')
    .column('idle_expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const apply = (row: 'new' | 'old', sign: '+' | '-') => `
    insert or ignore into case_stats (owner_id, status, case_type, outcome)
      values (${row}.owner_id, ${row}.status, ${row}.case_type, coalesce(${row}.outcome, ''));
    update case_stats set
      n = n ${sign} 1,
      resolved_n = resolved_n ${sign} (${row}.resolved_at is not null),
      resolution_days = resolution_days ${sign}
        coalesce(julianday(${row}.resolved_at) - julianday(${row}.created_at), 0)
    where owner_id = ${row}.owner_id and status = ${row}.status
      and case_type = ${row}.case_type and outcome = coalesce(${row}.outcome, '');`;
  await sql
    .raw(`create trigger cases_stats_insert after insert on cases begin ${apply('new', '+')} end`)
    .execute(db);
  await sql
    .raw(`create trigger cases_stats_delete after delete on cases begin ${apply('old', '-')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger cases_stats_update
       after update of owner_id, status, case_type, outcome, resolved_at, created_at on cases
       begin ${apply('old', '-')} ${apply('new', '+')} end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function case_stats_apply(o text, s text, t text, oc text, delta integer,
                                     resolved_at text, created_at text) returns void as $$
    declare
      is_resolved boolean := resolved_at is not null;
    begin
      insert into case_stats as cs (owner_id, status, case_type, outcome, n, resolved_n, resolution_days)
      values (o, s, t, coalesce(oc, ''), delta,
              case when is_resolved then delta else 0 end,
              case when is_resolved
                then delta * extract(epoch from (resolved_at::timestamptz - created_at::timestamptz)) / 86400.0
                else 0 end)
      on conflict (owner_id, status, case_type, outcome) do update set
        n = cs.n + excluded.n,
        resolved_n = cs.resolved_n + excluded.resolved_n,
        resolution_days = cs.resolution_days + excluded.resolution_days;
    end $$ language plpgsql`.execute(db);
  // On an update the two counter rows are locked in key order, so two transactions moving cases
  // in opposite directions (New -> In Progress and back) cannot deadlock on them.
  await sql`
    create function cases_stats_trigger() returns trigger as $$
    begin
      if tg_op = 'INSERT' then
        perform case_stats_apply(new.owner_id, new.status, new.case_type, new.outcome, 1, new.resolved_at, new.created_at);
      elsif tg_op = 'DELETE' then
        perform case_stats_apply(old.owner_id, old.status, old.case_type, old.outcome, -1, old.resolved_at, old.created_at);
      elsif (old.owner_id, old.status, old.case_type, coalesce(old.outcome, ''))
          <= (new.owner_id, new.status, new.case_type, coalesce(new.outcome, '')) then
        perform case_stats_apply(old.owner_id, old.status, old.case_type, old.outcome, -1, old.resolved_at, old.created_at);
        perform case_stats_apply(new.owner_id, new.status, new.case_type, new.outcome, 1, new.resolved_at, new.created_at);
      else
        perform case_stats_apply(new.owner_id, new.status, new.case_type, new.outcome, 1, new.resolved_at, new.created_at);
        perform case_stats_apply(old.owner_id, old.status, old.case_type, old.outcome, -1, old.resolved_at, old.created_at);
      end if;
      return null;
    end $$ language plpgsql`.execute(db);
  await sql`create trigger cases_stats_insert after insert on cases
    for each row execute function cases_stats_trigger()`.execute(db);
  await sql`create trigger cases_stats_delete after delete on cases
    for each row execute function cases_stats_trigger()`.execute(db);
  await sql`create trigger cases_stats_update after update on cases for each row
    when (old.owner_id is distinct from new.owner_id or old.status is distinct from new.status
      or old.case_type is distinct from new.case_type or old.outcome is distinct from new.outcome
      or old.resolved_at is distinct from new.resolved_at or old.created_at is distinct from new.created_at)
    execute function cases_stats_trigger()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('case_stats').execute();
}
