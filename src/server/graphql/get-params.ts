import 'server-only';
import type { Plugin } from 'graphql-yoga';
import { apiError } from './errors';

/**
 * A GET request carries its variables and extensions as JSON in the address. Yoga parses them without catching a
 * syntax error, which then counted as a fault of the server (500); here a parameter that is not JSON refuses the
 * request as bad input, as a POST body that is not JSON already is.
 */
export function readableGetParams(): Plugin {
  return {
    onRequestParse({ request, url }) {
      if (request.method !== 'GET') return;
      for (const name of ['variables', 'extensions']) {
        const value = url.searchParams.get(name);
        if (value === null) continue;
        try {
          JSON.parse(value);
        } catch {
          throw apiError('BAD_USER_INPUT', `The ${name} parameter is not JSON.`, 400);
        }
      }
    },
  };
}
