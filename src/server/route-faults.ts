import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { loggableError } from './loggable-error';

/**
 * A route handler whose unexpected faults (a database that went away, a bug) are logged here, without the values
 * of a failed query, and answered as the spec's system error `{ message, statusCode }` (§8). Left to Next, the
 * error would be logged as thrown, query values and all. Next's own control flow (redirect, notFound) passes.
 */
export function answeringFaults<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      unstable_rethrow(error);
      console.error('A route handler failed:', loggableError(error));
      return Response.json(
        { message: 'Unexpected error.', statusCode: 500 },
        { status: 500, headers: { 'cache-control': 'no-store' } },
      );
    }
  };
}
