import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A whole-word index beside the trigram one, for searches that are one ASIN. A trigram index
 * answers "b07xj8c8f5" by intersecting eight trigram lists, and lists such as "000" or "b0x"
 * hold most of a catalogue's cases, so a rare ASIN cost as much as a common word. A word index
 * finds it in one short list.
 * PostgreSQL: a GIN index on the 'simple' text-search vector of search_text.
 * SQLite: an FTS5 table with the unicode61 tokenizer, sharing cases_search's rowid, so
 * cases.search_rowid joins both.
 */
// Frozen: migrations never change once landed; write a new one instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index cases_search_words_idx on cases using gin (to_tsvector('simple', search_text))`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table cases_words using fts5(search_text, tokenize = 'unicode61')`.execute(
    db,
  );
  await sql`insert into cases_words (rowid, search_text)
    select search_rowid, search_text from cases where search_rowid is not null`.execute(db);
  for (const trigger of ['cases_search_insert', 'cases_search_update', 'cases_search_delete'])
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`
    create trigger cases_search_insert after insert on cases begin
      insert into cases_search (case_id, search_text) values (new.id, new.search_text);
      insert into cases_words (rowid, search_text) values (last_insert_rowid(), new.search_text);
      update cases set search_rowid = last_insert_rowid() where id = new.id;
    end`.execute(db);
  await sql`
    create trigger cases_search_update after update of search_text on cases begin
      update cases_search set search_text = new.search_text where rowid = new.search_rowid;
      update cases_words set search_text = new.search_text where rowid = new.search_rowid;
    end`.execute(db);
  await sql`
    create trigger cases_search_delete after delete on cases begin
      delete from cases_search where rowid = old.search_rowid;
      delete from cases_words where rowid = old.search_rowid;
    end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index cases_search_words_idx`.execute(db);
    return;
  }
  for (const trigger of ['cases_search_insert', 'cases_search_update', 'cases_search_delete'])
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`drop table cases_words`.execute(db);
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
}
