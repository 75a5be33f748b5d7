import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * How many different statements are prepared on each connection at most; later ones run unnamed, as before. The
 * shop's code sends a few hundred (a list of N ids is a statement of its own for each N), and each prepared statement
 * holds its parse tree and plan in its PostgreSQL backend.
 */
const maxNamedStatements = 1000;

/**
 * The names queries with parameters are prepared under: the same text, the same name, on every connection. Null
 * past the limit.
 */
export function statementNames(limit: number): (text: string) => string | null {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= limit) return null;
    const name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
    return name;
  };
}

const statementName = statementNames(maxNamedStatements);

type QueryConfig = { text: string; name?: string; values?: unknown[]; submit?: unknown };

/**
 * A PostgreSQL connection that prepares each query with parameters once (a query without them may hold several
 * statements, which a prepared statement cannot) and then only binds and executes it: Drizzle
 * sends every query unnamed, and PostgreSQL parsed and planned each of them anew every time (on an uncached product
 * page, two thirds of the database's time, issue #20). After five executions PostgreSQL plans a prepared statement
 * once for all parameters when that plan is no worse than the ones it made for the parameters it saw.
 */
export class NamedStatementClient extends pg.Client {
  // pg's query() has many overloads (callbacks, submittables); this names the promise form Drizzle uses and passes
  // every other call through unchanged.
  query(...args: unknown[]): never {
    const [config, values] = args;
    if (isPlainQuery(config) && config.name === undefined) {
      const parameters = config.values ?? (Array.isArray(values) ? values : undefined);
      const name = parameters && parameters.length > 0 ? statementName(config.text) : null;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

function isPlainQuery(config: unknown): config is QueryConfig {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as QueryConfig).text === 'string' &&
    typeof (config as QueryConfig).submit !== 'function'
  );
}
