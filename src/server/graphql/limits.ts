import 'server-only';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { apiError, statusOfCode } from './errors';

/**
 * Limits on what one operation may ask, checked before it runs. The app's documents are at most 5 levels deep
 * and cost at most about 400 (graphql-armor's estimate). The estimate multiplies a list's cost by a literal
 * `first` (never by a variable's), so the cost limit lets a literal `first: 100` (the largest page any list
 * answers) of full product cards through, about 26 000, and refuses larger literals; variables are capped at 100.
 */
export const operationLimits = { depth: 8, cost: 30_000, aliases: 15, directives: 50, tokens: 2000 } as const;

/** graphql-armor words its refusals as "Syntax Error: …"; they reach the client as QUERY_TOO_COMPLEX instead. */
const refuse = [
  (_: unknown, error: GraphQLError) => {
    throw apiError('QUERY_TOO_COMPLEX', error.message.replace(/^Syntax Error: /, ''), statusOfCode.QUERY_TOO_COMPLEX);
  },
];

export function operationLimitsPlugin(): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: operationLimits.depth, flattenFragments: true, onReject: refuse },
    costLimit: { maxCost: operationLimits.cost, onReject: refuse },
    maxAliases: { n: operationLimits.aliases, onReject: refuse },
    maxDirectives: { n: operationLimits.directives, onReject: refuse },
    maxTokens: { n: operationLimits.tokens, onReject: refuse },
    blockFieldSuggestion: { enabled: true },
  }) as Plugin;
}
