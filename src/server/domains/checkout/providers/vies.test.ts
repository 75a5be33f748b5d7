import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViesChecker, readViesReply, viesDefaultUrl } from './vies';
import { startViesEmulator, viesEmulatorHandler, type RunningViesEmulator } from './vies-emulator';

const checkedAt = new Date('2026-03-02T09:30:00.000Z');

/** The VIES adapter against the emulator over HTTP: every answer VIES gives becomes valid, invalid or unavailable. */
describe('VIES adapter', () => {
  let vies: RunningViesEmulator;
  let slow: RunningViesEmulator;
  const sent: unknown[] = [];
  const recordingFetch: typeof fetch = async (url, init) => {
    sent.push({ url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) });
    return fetch(url, init);
  };
  const checker = () => createViesChecker({ baseUrl: vies.url, fetch: recordingFetch });

  beforeAll(async () => {
    vies = await startViesEmulator({ now: () => checkedAt });
    slow = await startViesEmulator({ latencyMs: 1000 });
  });
  afterAll(async () => {
    await vies.close();
    await slow.close();
  });

  it('speaks the Commission’s protocol: POST {base}/check-vat-number with the number as VIES writes it', async () => {
    expect(viesDefaultUrl).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api');
    sent.length = 0;
    await checker().check('GR', 'EL 094 019 245');
    await checker().check('DE', 'de 123.456.789');
    expect(sent).toEqual([
      {
        url: `${vies.url}/check-vat-number`,
        method: 'POST',
        body: { countryCode: 'EL', vatNumber: '094019245' },
      },
      { url: `${vies.url}/check-vat-number`, method: 'POST', body: { countryCode: 'DE', vatNumber: '123456789' } },
    ]);
  });

  it.each([
    [
      'a registered German number, with its name and the time of the check',
      'DE',
      'DE123456789',
      { status: 'valid', name: 'Landtechnik Beispiel GmbH', checkedAt: checkedAt.toISOString() },
    ],
    ['a registered Greek number (EL in VIES)', 'GR', '094019245', { status: 'valid' }],
    ['a well-formed German number nobody registered', 'DE', 'DE987654321', { status: 'invalid' }],
    ['a number VIES refuses as input (INVALID_INPUT)', 'DE', 'DE12-34', { status: 'invalid' }],
    ['a country VIES does not know (INVALID_INPUT)', 'CH', 'CHE123456789', { status: 'invalid' }],
    ['a member state whose registry is down (MS_UNAVAILABLE)', 'PL', '1234567890', { status: 'unavailable' }],
  ])('%s', async (_, country, number, answer) => expect(await checker().check(country, number)).toMatchObject(answer));

  it('is unavailable, not an exception, when VIES is too slow or cannot be reached', async () => {
    const started = Date.now();
    expect(await createViesChecker({ baseUrl: slow.url, timeoutMs: 100 }).check('DE', '123456789')).toEqual({
      status: 'unavailable',
    });
    expect(Date.now() - started).toBeLessThan(900);
    const closed = await startViesEmulator();
    await closed.close();
    expect(await createViesChecker({ baseUrl: closed.url }).check('DE', '123456789')).toEqual({
      status: 'unavailable',
    });
    const notJson: typeof fetch = async () => new Response('<html>502 Bad Gateway</html>', { status: 502 });
    expect(await createViesChecker({ baseUrl: vies.url, fetch: notJson }).check('DE', '123456789')).toEqual({
      status: 'unavailable',
    });
  });

  it('keeps definite answers for a day, and asks again after an unavailable one', async () => {
    let time = Date.parse('2026-03-02T10:00:00Z');
    const cached = createViesChecker({ baseUrl: vies.url, now: () => time });
    const asked = async (country: string, number: string) => {
      const before = vies.requests();
      const answer = await cached.check(country, number);
      return [answer.status, vies.requests() - before];
    };
    expect(await asked('DE', '123456789')).toEqual(['valid', 1]);
    expect(await asked('DE', 'DE 123 456 789')).toEqual(['valid', 0]);
    expect(await asked('DE', '987654321')).toEqual(['invalid', 1]);
    expect(await asked('DE', '987654321')).toEqual(['invalid', 0]);
    expect(await asked('PL', '1234567890')).toEqual(['unavailable', 1]);
    expect(await asked('PL', '1234567890')).toEqual(['unavailable', 1]);
    time += 24 * 60 * 60 * 1000;
    expect(await asked('DE', '123456789')).toEqual(['valid', 1]);
  });

  it('keeps a bounded number of answers, so that made-up numbers cannot fill the memory', async () => {
    const bounded = createViesChecker({ baseUrl: vies.url, maxCached: 2 });
    for (const number of ['111111111', '222222222', '333333333']) await bounded.check('DE', number);
    const before = vies.requests();
    await bounded.check('DE', '333333333');
    expect(vies.requests() - before).toBe(0);
    await bounded.check('DE', '111111111');
    expect(vies.requests() - before).toBe(1);
  });

  it.each([
    ['a valid answer without a name (---)', 200, { valid: true, name: '---', requestDate: '2026-03-02' }, 'valid'],
    ['a member state’s error on HTTP 200', 200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }],
    [
      'the service’s error on HTTP 500',
      500,
      { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] },
    ],
    ['too many requests', 200, { actionSucceed: false, errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ' }] }],
    ['an answer flagged with an outage', 200, { valid: false, userError: 'MS_UNAVAILABLE' }],
    ['an answer of another shape', 200, { isValid: true }],
    ['a valid-looking answer on HTTP 503', 503, { valid: true }],
    ['an invalid number', 200, { valid: false, userError: 'INVALID' }, 'invalid'],
    ['malformed input', 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] }, 'invalid'],
  ])('reads %s', (_, status, body, expected = 'unavailable') =>
    expect(readViesReply(status, body, () => checkedAt.getTime()).status).toBe(expected),
  );

  it('has an emulator that answers only the VIES endpoint', async () => {
    const handle = viesEmulatorHandler();
    expect((await handle(new Request('http://vies.test/rest-api/check-status'))).status).toBe(404);
    expect((await handle(new Request('http://vies.test/rest-api/check-vat-number'))).status).toBe(405);
    const answer = await handle(
      new Request('http://vies.test/rest-api/check-vat-number', { method: 'POST', body: 'not json' }),
    );
    expect(await answer.json()).toEqual({
      actionSucceed: false,
      errorWrappers: [{ error: 'INVALID_INPUT', message: 'INVALID_INPUT' }],
    });
  });
});
