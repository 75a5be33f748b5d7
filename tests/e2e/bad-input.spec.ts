import { expect, test } from '@playwright/test';

/**
 * Input a browser never sends but a scanner does: answered as bad requests by the production server, never as
 * its 500. (The API tests cover each edge in detail; this checks the server as it runs, Next's routing included.)
 */
const tenant = { tenant: 'tractor-parts-hellas' };

test.describe('addresses Next cannot decode', () => {
  for (const path of [
    '/product/%E0%A4%A',
    '/en/product/%E0%A4%A',
    '/receipt/%ED%A0%80',
    '/uploads/%E0%A4%A',
    '/uploads/%E0%A4%A.svg',
    '/api/requests/%E0%A4%A/attachments/1',
    '/sitemaps/%E0%A4%A.xml',
    '/product/a%00b',
    '/categories/a%00b',
    // Decoded once by the language rewrite and again by Next: not a character, or a NUL byte, the second time.
    '/product/100%25',
    '/en/product/%25ED%25A0%2580',
    '/product/%2500',
  ]) {
    test(`${path} answers 400`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
    });
  }

  test('a well-formed escaped address still reaches its page', async ({ request }) => {
    expect(
      (await request.get('/product/%CE%B1%CE%BD%CF%84%CE%BB%CE%AF%CE%B1-%CE%BD%CE%B5%CF%81%CE%BF%CF%8D')).status(),
    ).toBe(404);
  });
});

test.describe('GraphQL requests that do not parse', () => {
  test('a query cut short, a stray percent sign by GET and an application/graphql body answer 400 GRAPHQL_PARSE_FAILED', async ({
    request,
  }) => {
    const answers = [
      await request.post('/graphql', {
        headers: { ...tenant, 'content-type': 'application/json' },
        data: '{"query":"{ brands { id "}',
      }),
      await request.get('/graphql?query=%', { headers: tenant }),
      await request.post('/graphql', {
        headers: { ...tenant, 'content-type': 'application/graphql' },
        data: '{ brands { id ',
      }),
    ];
    for (const response of answers) {
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED', statusCode: 400 } }],
      });
    }
  });
});

test.describe('text the database cannot store', () => {
  test('a NUL byte in GraphQL variables, a sign-in form and a contact request answers 400', async ({ request }) => {
    const graphql = await request.post('/graphql', {
      headers: { ...tenant, 'content-type': 'application/json' },
      data: { query: 'query($id: String!) { receipt(id: $id) { number } }', variables: { id: 'a\u0000b' } },
    });
    expect(graphql.status()).toBe(400);
    expect(await graphql.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', statusCode: 400 } }],
    });
    const signIn = await request.post('/oauth/token', {
      form: { username: 'maria\u0000@example.com', password: 'correct horse battery' },
    });
    expect(signIn.status()).toBe(400);
    expect(await signIn.json()).toMatchObject({ error: 'invalid_request' });
    const contact = await request.post('/api/requests', {
      multipart: { name: 'Maria', message: 'pump\u0000', locale: 'en' },
    });
    expect(contact.status()).toBe(400);
    expect(await contact.json()).toMatchObject({ code: 'INVALID_INPUT', statusCode: 400 });
  });
});
