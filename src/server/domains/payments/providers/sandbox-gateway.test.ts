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
});
