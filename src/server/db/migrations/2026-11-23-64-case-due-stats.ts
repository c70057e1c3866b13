import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: migrations never change once landed; write a new one instead.
//
// The urgent view's total without counting its cases: `case_due_stats` holds, per owner × deadline
// day × status × type, the number of cases in the urgent statuses (domain/case-list.ts
// urgentStatuses) that have a deadline. The urgent total is then the sum of the rows up to the
// horizon day, which grows with the number of distinct deadline days, not of cases. Triggers keep
// it in the same transaction as every write to `cases`, as case_stats is kept.
const URGENT = `('New', 'In Progress', 'Documentation Needed', 'Rejected')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('case_due_stats')
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('case_type', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('case_due_stats_pk', ['owner_id', 'due_date', 'status', 'case_type'])
    .execute();
  // Admins' urgent view sums every owner's rows up to the horizon.
  await db.schema
    .createIndex('case_due_stats_due_idx')
    .on('case_due_stats')
    .columns(['due_date', 'status', 'case_type'])
    .execute();

  if (isPostgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  await sql`
    insert into case_due_stats (owner_id, due_date, status, case_type, n)
    select owner_id, due_date, status, case_type, count(*) from cases
    where due_date is not null and status in ${sql.raw(URGENT)}
    group by owner_id, due_date, status, case_type`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const counts = (row: 'new' | 'old') =>
    `${row}.due_date is not null and ${row}.status in ${URGENT}`;
  const apply = (row: 'new' | 'old', sign: '+' | '-') => `
    insert or ignore into case_due_stats (owner_id, due_date, status, case_type)
      values (${row}.owner_id, ${row}.due_date, ${row}.status, ${row}.case_type);
    update case_due_stats set n = n ${sign} 1
    where owner_id = ${row}.owner_id and due_date = ${row}.due_date
      and status = ${row}.status and case_type = ${row}.case_type;`;
  const columns = 'owner_id, due_date, status, case_type';
  const triggers = [
    `create trigger case_due_stats_insert after insert on cases when ${counts('new')}
     begin ${apply('new', '+')} end`,
    `create trigger case_due_stats_delete after delete on cases when ${counts('old')}
     begin ${apply('old', '-')} end`,
    // An update is a removal of the old row and an addition of the new one, each when it counts.
    `create trigger case_due_stats_update_old after update of ${columns} on cases
     when ${counts('old')} begin ${apply('old', '-')} end`,
    `create trigger case_due_stats_update_new after update of ${columns} on cases
     when ${counts('new')} begin ${apply('new', '+')} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function case_due_stats_apply(o text, d text, s text, t text, delta integer)
       returns void as $$
       begin
         if d is null or s not in ${URGENT} then return; end if;
         insert into case_due_stats as ds (owner_id, due_date, status, case_type, n)
         values (o, d, s, t, delta)
         on conflict (owner_id, due_date, status, case_type) do update set n = ds.n + excluded.n;
       end $$ language plpgsql`,
    )
    .execute(db);
  // The two counter rows of an update are locked in key order, so opposite moves cannot deadlock.
  await sql`
    create function case_due_stats_trigger() returns trigger as $$
    begin
      if tg_op = 'INSERT' then
        perform case_due_stats_apply(new.owner_id, new.due_date, new.status, new.case_type, 1);
      elsif tg_op = 'DELETE' then
        perform case_due_stats_apply(old.owner_id, old.due_date, old.status, old.case_type, -1);
      elsif (old.owner_id, coalesce(old.due_date, ''), old.status, old.case_type)
          <= (new.owner_id, coalesce(new.due_date, ''), new.status, new.case_type) then
        perform case_due_stats_apply(old.owner_id, old.due_date, old.status, old.case_type, -1);
        perform case_due_stats_apply(new.owner_id, new.due_date, new.status, new.case_type, 1);
      else
        perform case_due_stats_apply(new.owner_id, new.due_date, new.status, new.case_type, 1);
        perform case_due_stats_apply(old.owner_id, old.due_date, old.status, old.case_type, -1);
      end if;
      return null;
    end $$ language plpgsql`.execute(db);
  await sql`create trigger case_due_stats_insert after insert on cases
    for each row execute function case_due_stats_trigger()`.execute(db);
  await sql`create trigger case_due_stats_delete after delete on cases
    for each row execute function case_due_stats_trigger()`.execute(db);
  await sql`create trigger case_due_stats_update after update on cases for each row
    when (old.owner_id is distinct from new.owner_id or old.due_date is distinct from new.due_date
      or old.status is distinct from new.status or old.case_type is distinct from new.case_type)
    execute function case_due_stats_trigger()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const triggers = isPostgres
    ? ['case_due_stats_insert', 'case_due_stats_delete', 'case_due_stats_update']
    : [
        'case_due_stats_insert',
        'case_due_stats_delete',
        'case_due_stats_update_old',
        'case_due_stats_update_new',
      ];
  for (const trigger of triggers)
    await sql.raw(`drop trigger ${trigger}${isPostgres ? ' on cases' : ''}`).execute(db);
  if (isPostgres) {
    await sql`drop function case_due_stats_trigger()`.execute(db);
    await sql`drop function case_due_stats_apply(text, text, text, text, integer)`.execute(db);
  }
  await db.schema.dropTable('case_due_stats').execute();
}
