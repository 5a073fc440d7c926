// The two ways bench/rpc reads the working list's first page: (a) through the real server, a
// POST /api/rpc Abiturient/List with a signed-in token over keep-alive connections; (b) the same
// SQL statements the handler sends, straight through the driver (a pg Pool, or PGlite on a copy of
// the server's data folder) from this process. Each call checks its answer against the handler's
// and resolves with its latency in ms.
import { Agent, request } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * (a) `call()` posts the envelope on one of `concurrency` kept-alive connections; timed from the
 * request's start to the reply's last byte.
 * @param {{ url: string; token: string; params: object; answer: { total: number; ids: number[] }; concurrency: number }} options
 */
export function httpReader({ url, token, params, answer, concurrency }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const body = JSON.stringify({ action: 'Abiturient/List', params, token });
  const target = new URL('/api/rpc', url);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  const post = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const outgoing = request(target, { method: 'POST', headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return {
    async call() {
      const { ms, status, text } = await post();
      const reply = JSON.parse(text);
      if (status !== 200 || !reply.success) throw new Error(`HTTP ${status}: ${reply.data ?? ''} ${reply.message ?? ''}`);
      const { total, items } = reply.data;
      if (total !== answer.total || items.length !== answer.ids.length || items[0]?.id !== answer.ids[0]) throw new Error('the server answered another page');
      return ms;
    },
    close: () => agent.destroy(),
  };
}

/**
 * The driver the server itself uses, opened on the same data with the same session setting
 * (db/open.ts: pg_trgm.similarity_threshold 0.1; a pool of 10 on PostgreSQL).
 * @param {{ url?: string; dataDir?: string }} where
 */
export async function openDriver(where) {
  if (where.url) {
    const pool = new pg.Pool({ connectionString: where.url, max: 10, options: '-c pg_trgm.similarity_threshold=0.1' });
    return {
      kind: 'postgres',
      query: (text, values) => pool.query(text, values),
      /** The PostgreSQL processes serving this database (the server's and ours), for the CPU watch. */
      backends: async () => (await pool.query('select pid from pg_stat_activity where datname = current_database()')).rows.map((row) => Number(row.pid)),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: where.dataDir, extensions: { pg_trgm } });
  await client.query("select set_config('pg_trgm.similarity_threshold', '0.1', false)");
  return { kind: 'pglite', query: (text, values) => client.query(text, values), backends: async () => [], close: () => client.close() };
}

/**
 * (b) `call()` sends the recorded statements one after another, as the handler does; timed from
 * the first statement's start to the last one's rows. The count and the page's size must be
 * the handler's.
 * @param {{ driver: Awaited<ReturnType<typeof openDriver>>; statements: Array<{ text: string; values: unknown[] }>; answer: { total: number; ids: number[] } }} options
 */
export function driverReader({ driver, statements, answer }) {
  return {
    async call() {
      const started = performance.now();
      const results = [];
      for (const { text, values } of statements) results.push(await driver.query(text, values));
      const ms = performance.now() - started;
      const counted = Number(Object.values(results[0].rows[0] ?? {})[0]);
      const page = results.at(-1).rows;
      if (counted !== answer.total || page.length !== answer.ids.length || page[0]?.id !== answer.ids[0]) throw new Error('the driver read another page');
      return ms;
    },
    close: () => {},
  };
}
