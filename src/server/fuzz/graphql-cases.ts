import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  deeplyNested,
  deeplyNestedJson,
  hostileHeaderValue,
  hostileValue,
  withInvalidUtf8,
  type Random,
} from './hostile-values';

/** One HTTP request, as plain data: the test turns it into a `Request`, the benchmark sends it with fetch. */
export type FuzzRequest = {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/graphql?extensions=…` (may hold malformed percent-escapes on purpose). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

export type GraphQLOperation = {
  name: string;
  /** `sha256:<hex>` as the manifest names it. */
  hash: string;
  document: string;
  variables: { name: string; type: GraphQLInputType }[];
};

/** The app's persisted operations (src/api-client/generated/persisted-documents.json) with their variables' types. */
export function graphqlOperations(manifest: Record<string, string>, typeDefs: string): GraphQLOperation[] {
  const schema = buildSchema(typeDefs);
  return Object.entries(manifest).map(([hash, document]) => {
    const operation = parse(document).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    )!;
    return {
      name: operation.name?.value ?? hash,
      hash,
      document,
      variables: (operation.variableDefinitions ?? []).map((definition) => ({
        name: definition.variable.name.value,
        type: typeFromAST(schema, definition.type as never) as GraphQLInputType,
      })),
    };
  });
}

const plausibleStrings = ['Kubota', 'maria@example.gr', 'GR', '115 26', 'L1-185', 'φίλτρο λαδιού', 'abc', '1'];

/** A value of the right shape, so that a hostile value put inside it reaches the resolver rather than the parser. */
function plausible(random: Random, type: GraphQLInputType, schema?: GraphQLSchema): unknown {
  if (isNonNullType(type)) return plausible(random, type.ofType, schema);
  if (isListType(type)) return [plausible(random, type.ofType as GraphQLInputType, schema)];
  if (isEnumType(type)) return random.pick(type.getValues()).value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) || random.chance(0.5))
        .map((field) => [field.name, plausible(random, field.type, schema)]),
    );
  switch (getNamedType(type).name) {
    case 'Int':
      return random.int(5);
    case 'Float':
      return random.next() * 100;
    case 'Boolean':
      return random.chance(0.5);
    case 'ID':
      return String(random.int(50) + 1);
    default:
      return random.pick(plausibleStrings);
  }
}

/** Replaces one place inside a value (the value itself, a field, an element) with a hostile value. */
function poison(random: Random, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && random.chance(0.7)) {
    const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...value };
    const keys = Object.keys(copy);
    // Sometimes a field nobody asked for.
    const key = keys.length === 0 || random.chance(0.15) ? `unknown${random.int(3)}` : random.pick(keys);
    copy[key] = poison(random, copy[key]);
    return copy;
  }
  return hostileValue(random);
}

function variablesFor(random: Random, operation: GraphQLOperation): Record<string, unknown> {
  const values = Object.fromEntries(operation.variables.map(({ name, type }) => [name, plausible(random, type)]));
  if (random.chance(0.1) && operation.variables.length > 0) delete values[random.pick(operation.variables).name];
  return poison(random, values) as Record<string, unknown>;
}

export const fuzzHeaders = (tenant: string): Record<string, string> => ({
  tenant,
  locale: 'el',
  timezone: 'Europe/Athens',
});

/** A marker put in a variable where a test then splices bytes that are not UTF-8. */
const marker = '\u0001MARK\u0001';

/** One hostile request for an operation, of one of several shapes. */
export function graphqlFuzzRequest(random: Random, operation: GraphQLOperation, tenant: string): FuzzRequest {
  const headers: Record<string, string> = { ...fuzzHeaders(tenant), 'content-type': 'application/json' };
  if (random.chance(0.05)) headers[random.pick(['tenant', 'locale', 'timezone'] as const)] = hostileHeaderValue(random);
  const persisted = { persistedQuery: { version: 1, sha256Hash: operation.hash.replace(/^sha256:/, '') } };
  const roll = random.int(100);
  if (roll < 65) {
    const body = { operationName: operation.name, variables: variablesFor(random, operation), extensions: persisted };
    return { method: 'POST', path: '/graphql', headers, body: JSON.stringify(body) };
  }
  if (roll < 75) {
    const body = { query: operation.document, variables: variablesFor(random, operation) };
    return { method: 'POST', path: '/graphql', headers, body: JSON.stringify(body) };
  }
  if (roll < 83) {
    const variables = Object.fromEntries(operation.variables.map(({ name, type }) => [name, plausible(random, type)]));
    const name = operation.variables[0]?.name ?? 'extra';
    const body = JSON.stringify({ variables: { ...variables, [name]: `a${marker}b` }, extensions: persisted });
    return { method: 'POST', path: '/graphql', headers, body: withInvalidUtf8(random, body, marker) };
  }
  if (roll < 91) {
    const query = new URLSearchParams({
      variables: JSON.stringify(variablesFor(random, operation)),
      extensions: JSON.stringify(persisted),
    }).toString();
    // Sometimes an escape that does not decode.
    const path = `/graphql?${query}${random.chance(0.3) ? random.pick(['&x=%', '&variables=%E0%A4%A', '%ED%A0%80']) : ''}`;
    const getHeaders = { ...headers };
    delete getHeaders['content-type'];
    return { method: 'GET', path: path.length > 7000 ? path.slice(0, 7000) : path, headers: getHeaders };
  }
  return brokenEnvelope(random, operation, headers);
}

/** Requests whose envelope is wrong: truncated JSON, other content types, wrong field types, batches. */
function brokenEnvelope(random: Random, operation: GraphQLOperation, headers: Record<string, string>): FuzzRequest {
  const valid = JSON.stringify({ query: operation.document, variables: {} });
  const cases: (() => FuzzRequest)[] = [
    () => ({ method: 'POST', path: '/graphql', headers, body: valid.slice(0, random.int(valid.length)) }),
    () => ({
      method: 'POST',
      path: '/graphql',
      headers: { ...headers, 'content-type': 'application/graphql' },
      body: operation.document.slice(0, random.int(operation.document.length)),
    }),
    () => ({ method: 'POST', path: '/graphql', headers: { ...headers, 'content-type': 'text/plain' }, body: valid }),
    () => ({ method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: hostileValue(random) }) }),
    () => ({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ query: operation.document, variables: hostileValue(random) }),
    }),
    () => ({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ operationName: hostileValue(random), extensions: hostileValue(random) }),
    }),
    () => ({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify([{ query: operation.document }, { query: '{' }]),
    }),
    () => ({ method: 'POST', path: '/graphql', headers, body: JSON.stringify(deeplyNested(random)) }),
    () => ({
      method: 'POST',
      path: '/graphql',
      headers,
      body: `{"query":${JSON.stringify(operation.document)},"variables":{"a":${deeplyNestedJson(random)}}}`,
    }),
    () => ({ method: 'POST', path: '/graphql', headers, body: `{ "query": "{ ${'brands { '.repeat(2000)}" }` }),
    () => ({ method: 'POST', path: '/graphql', headers, body: '' }),
  ];
  return random.pick(cases)();
}
