import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * pg_dump and pg_restore (Debian's postgresql-client) against a DATABASE_URL. The URL is handed over as PG*
 * variables rather than as an argument, so its password never shows in the process list.
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const params = parsed.searchParams;
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(parsed.hostname) || params.get('host') || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = params.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return { ...process.env, ...env };
}

/** The major version of a PostgreSQL client program (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15). */
export function clientMajorVersion(program: 'pg_dump' | 'pg_restore'): { major: number; text: string } {
  const result = spawnSync(program, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(`${program} is not installed: install PostgreSQL's client programs (Debian: postgresql-client).`);
  const text = result.stdout.trim();
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(text)?.[1]);
  if (!major) throw new Error(`Cannot read the version of ${program}: ${text}`);
  return { major, text };
}

/** The server's version, as `15.20` and its major number. */
export async function serverVersion(client: pg.ClientBase): Promise<{ major: number; text: string }> {
  const { rows } = await client.query<{ server_version: string; num: string }>(
    "select current_setting('server_version') as server_version, current_setting('server_version_num') as num",
  );
  return { major: Math.floor(Number(rows[0]!.num) / 10_000), text: rows[0]!.server_version.split(' ')[0]! };
}

/** Runs a client program to its end; its error output becomes the error's message. */
export function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** Rows per table of the shop's schema, read in the given transaction (the dump's snapshot). */
export async function tableCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ total: string }>(
      `select count(*) as total from "${name.replace(/"/g, '""')}"`,
    );
    counts[name] = Number(rows[0]!.total);
  }
  return counts;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database a URL names on its server when it has none (needs the right to connect to `postgres`). */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return withClient(admin.toString(), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount !== 0) return false;
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    return true;
  });
}
