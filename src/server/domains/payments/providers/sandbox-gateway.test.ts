import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { createSandboxGateway, sandboxCards } from './sandbox-gateway';

const card = { holder: 'Eleni K', expiryMonth: '12', expiryYear: '2031', cvv: '123', installments: 1 };
const session = {
  amountCents: 12_400,
  currency: 'EUR',
  reference: 'TP-000001',
  maxInstallments: 3,
  returnUrl: '/receipt/x',
  callbackUrl: 'http://shop.test/callback',
};

describe.each(testDatabases)('the sandbox card gateway on $name', ({ open }) => {
  let database: Database;
  const callbacks: string[] = [];
  // Two instances of the shop, each with its own gateway object, sharing the database.
  const instance = () =>
    createSandboxGateway({
      secret: 's'.repeat(32),
      db: database.db,
      notify: async (_, body) => void callbacks.push(body),
    });

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database.close());

  it('pays on one instance a session opened on another, once however many attempts arrive together', async () => {
    const { providerRef } = await instance().provider.openSession(session);
    const answers = await Promise.all(
      [instance(), instance(), instance()].map((gateway) =>
        gateway.pay(providerRef, { ...card, number: sandboxCards.approved }),
      ),
    );
    expect(answers.filter((answer) => answer?.status === 'approved')).toHaveLength(1);
    expect(answers.filter((answer) => answer === null)).toHaveLength(2);
    expect(await instance().provider.outcome(providerRef)).toEqual({
      state: 'approved',
      cardSummary: 'Visa •••• 4242',
      installments: 1,
    });
    await expect.poll(() => callbacks.filter((body) => body.includes(providerRef))).toHaveLength(1);
  });

  it('keeps a 3-D Secure confirmation across instances', async () => {
    const { providerRef } = await instance().provider.openSession(session);
    expect(
      await instance().pay(providerRef, { ...card, number: sandboxCards.challenge, installments: 3 }),
    ).toMatchObject({ status: 'challenge' });
    expect(await instance().challengeOf(providerRef)).toEqual({
      amountCents: 12_400,
      currency: 'EUR',
      reference: 'TP-000001',
    });
    expect(await instance().confirm(providerRef, true)).toBe('/receipt/x');
    expect(await instance().confirm(providerRef, true)).toBeNull();
    expect(await instance().provider.outcome(providerRef)).toMatchObject({ state: 'approved', installments: 3 });
  });

  it('refunds an approved session in parts, at most its amount, once per idempotency key, even when asked at once', async () => {
    const gateway = instance();
    const { providerRef } = await gateway.provider.openSession(session);
    const refund = (amountCents: number, idempotencyKey: string) =>
      instance().provider.refund({ providerRef, amountCents, currency: 'EUR', idempotencyKey });
    expect(await refund(100, 'early')).toEqual({ ok: false, failureCode: 'NOT_REFUNDABLE' });
    await gateway.pay(providerRef, { ...card, number: sandboxCards.approved });

    const first = await refund(4_000, 'first');
    expect(first).toMatchObject({ ok: true, refundRef: expect.stringMatching(/^sbr_/) });
    expect(await refund(4_000, 'first')).toEqual(first);
    expect(await refund(100, 'second')).toMatchObject({ ok: true });
    expect(
      await instance().provider.refund({ providerRef, amountCents: 100, currency: 'USD', idempotencyKey: 'usd' }),
    ).toEqual({ ok: false, failureCode: 'NOT_REFUNDABLE' });
    // 8 300 are left (12 400 less 4 000 and 100): of two refunds of 8 000 at once, one goes.
    const together = await Promise.all([refund(8_000, 'a'), refund(8_000, 'b')]);
    expect(together.filter((answer) => answer.ok)).toHaveLength(1);
    expect(together.filter((answer) => !answer.ok)).toEqual([{ ok: false, failureCode: 'AMOUNT_TOO_HIGH' }]);
    expect(await refund(301, 'over')).toEqual({ ok: false, failureCode: 'AMOUNT_TOO_HIGH' });
    expect(await refund(300, 'last')).toMatchObject({ ok: true });
    // The payment's outcome stays what the shop was told.
    expect(await instance().provider.outcome(providerRef)).toEqual({
      state: 'approved',
      cardSummary: 'Visa •••• 4242',
      installments: 1,
    });
  });
});
