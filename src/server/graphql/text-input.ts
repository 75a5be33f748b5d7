import 'server-only';
import type { ASTVisitor, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { containsNul, nulRefusedMessage, replaceUnpairedSurrogates } from '@/server/input-text';
import { apiError, statusOfCode } from './errors';

/**
 * Text the database cannot store (a NUL byte) is refused for the whole request, whichever operation it is meant
 * for: in the variables before anything is parsed, and in the document's string literals while it is validated.
 * Half of a surrogate pair in the variables is read as U+FFFD, as the database would store it in text (jsonb refuses
 * it); GraphQL's parser already refuses one in a literal. No resolver has to think of it.
 */
export function nulInputRefusal(): Plugin {
  return {
    onParams({ params }) {
      if (containsNul(params.variables))
        throw apiError('BAD_USER_INPUT', nulRefusedMessage, statusOfCode.BAD_USER_INPUT);
      replaceUnpairedSurrogates(params.variables);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noUnstorableLiterals);
    },
  };
}

function noUnstorableLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\0'))
        context.reportError(
          createGraphQLError(nulRefusedMessage, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }),
        );
    },
  };
}
