// Anchor: the same SQL the app sends for GET /api/cases/:id (the session look-up, the case with
// its document count, its documents, its communications), on the same database, from a bare
// Fastify route with prepared statements and nothing else: no auth plugin, no ORM, no hooks.
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const tokenHash = process.env.TOKEN_HASH ?? '';
const statements = {
  session: `select s.id, s.expires_at, s.idle_expires_at, s.last_seen_at, u.id as user_id, u.email,
      u.username, u.name, u.role, u.status from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1`,
  case: `select c.*, (select count(*) from documents d where d.case_id = c.id) as documents_count
      from cases c where c.id = $1 and c.owner_id = $2`,
  documents: `select id, case_id, name, type, mime_type, size, uploaded_at, status, relevance_score,
      completeness_score, compliance_score, feedback, missing_elements, error from documents
      where case_id = $1 order by uploaded_at desc, id desc`,
  communications: `select * from communications where case_id = $1 order by timestamp asc, id asc`,
};

type Query = (
  name: keyof typeof statements,
  params: unknown[],
) => Promise<Record<string, unknown>[]>;

function sqliteQuery(path: string): Query {
  const db = new SQLite(path, { readonly: true });
  const prepared = Object.fromEntries(
    Object.entries(statements).map(([name, text]) => [
      name,
      db.prepare(text.replace(/\$\d/g, '?')),
    ]),
  );
  return async (name, params) => prepared[name]!.all(...params) as Record<string, unknown>[];
}

function postgresQuery(url: string): Query {
  // The URL carries the search path of the bench's schema, as it does for the app.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (name, params) =>
    (await pool.query({ name, text: statements[name], values: params })).rows;
}

const query = process.env.DATABASE_URL
  ? postgresQuery(process.env.DATABASE_URL)
  : sqliteQuery(process.env.SQLITE_PATH!);

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/cases/:id', async (request, reply) => {
  const [session] = await query('session', [tokenHash]);
  if (!session) return reply.status(401).send({ error: 'unauthenticated' });
  const [row] = await query('case', [request.params.id, session.user_id]);
  if (!row) return reply.status(404).send({ error: 'not found' });
  const [documents, communications] = await Promise.all([
    query('documents', [row.id]),
    query('communications', [row.id]),
  ]);
  return { ...row, documents, communications };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
