import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Substring search over cases that stays fast at 100 000 rows: a trigram index on the
 * lower-cased search_text. PostgreSQL: pg_trgm's GIN index serves `like '%term%'` directly.
 * SQLite: an FTS5 trigram table kept in step by triggers; its rowid is remembered on the case
 * (search_rowid) because SQLite's own rowids may be renumbered by VACUUM.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Installed once per database, in public, so dropping a test schema never drops it.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index cases_search_text_trgm_idx on cases using gin (search_text public.gin_trgm_ops)`.execute(
      db,
    );
    return;
  }

  await db.schema.alterTable('cases').addColumn('search_rowid', 'integer').execute();
  // Matches are joined back to cases through this integer key: half the cost of joining on case_id.
  await db.schema
    .createIndex('cases_search_rowid_idx')
    .on('cases')
    .column('search_rowid')
    .execute();
  await sql`create virtual table cases_search using fts5(case_id unindexed, search_text, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`
    create trigger cases_search_insert after insert on cases begin
      insert into cases_search (case_id, search_text) values (new.id, new.search_text);
      update cases set search_rowid = last_insert_rowid() where id = new.id;
    end`.execute(db);
  await sql`
    create trigger cases_search_update after update of search_text on cases begin
      update cases_search set search_text = new.search_text where rowid = new.search_rowid;
    end`.execute(db);
  await sql`
    create trigger cases_search_delete after delete on cases begin
      delete from cases_search where rowid = old.search_rowid;
    end`.execute(db);
  // Cases written before this migration.
  const existing = await sql<{
    id: string;
    searchText: string;
  }>`select id, search_text from cases`.execute(db);
  for (const row of existing.rows) {
    await sql`insert into cases_search (case_id, search_text) values (${row.id}, ${row.searchText})`.execute(
      db,
    );
    await sql`update cases set search_rowid = last_insert_rowid() where id = ${row.id}`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index cases_search_text_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['cases_search_insert', 'cases_search_update', 'cases_search_delete']) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  await sql`drop table cases_search`.execute(db);
  await db.schema.dropIndex('cases_search_rowid_idx').execute();
  await db.schema.alterTable('cases').dropColumn('search_rowid').execute();
}
