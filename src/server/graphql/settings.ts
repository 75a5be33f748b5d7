import 'server-only';
import { z } from 'zod';

/**
 * The API's own switch, read like src/server/config.ts reads the rest.
 * GRAPHQL_SAFELIST=on (production): only the app's persisted documents are executed.
 */
const schema = z.object({ GRAPHQL_SAFELIST: z.enum(['on', 'off']).default('off') });

export type GraphQLSettings = { safelist: boolean };

export function readGraphQLSettings(env: NodeJS.ProcessEnv = process.env): GraphQLSettings {
  const parsed = schema.safeParse({ GRAPHQL_SAFELIST: env.GRAPHQL_SAFELIST || undefined });
  if (!parsed.success)
    throw new Error(`Invalid configuration:\n  GRAPHQL_SAFELIST: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return { safelist: parsed.data.GRAPHQL_SAFELIST === 'on' };
}
