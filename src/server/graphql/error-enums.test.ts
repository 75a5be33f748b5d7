import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '@/shared/error-codes';
import { typeDefs } from './generated/type-defs';

/** The API's error enums (RegisterError, CartError, ...); ErrorCode is the endpoint's own protocol codes. */
const errorEnums = parse(typeDefs).definitions.flatMap((definition) =>
  definition.kind === Kind.ENUM_TYPE_DEFINITION &&
  definition.name.value.endsWith('Error') &&
  definition.name.value !== 'ErrorCode'
    ? [{ name: definition.name.value, values: (definition.values ?? []).map((value) => value.name.value) }]
    : [],
);

describe('the GraphQL error enums', () => {
  it('are there to check', () => {
    expect(errorEnums.map((each) => each.name)).toContain('PlaceOrderError');
  });

  it.each(errorEnums)('$name answers codes of the error catalogue, spelt as it spells them', ({ values }) => {
    expect(values.filter((value) => !isErrorCode(value))).toEqual([]);
  });
});
