import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cardValidator from 'card-validator';
import type { CardOutcome, CardProvider, CardSessionRequest } from './card-provider';

/**
 * The sandbox card gateway (test mode): behaves like a hosted gateway (its own endpoints under
 * /api/sandbox-gateway, a 3-D Secure-style confirmation page, an asynchronous signed callback) but moves no money.
 * Its sessions live in this process's memory, as a real gateway's would live on the gateway: the shop's database
 * never sees a card. Test cards: 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for confirmation,
 * any other valid number is approved.
 */
type Session = CardSessionRequest & { ref: string; outcome: CardOutcome; challenge?: { cardSummary: string; installments: number } };

export const sandboxCards = { declined: '4000000000000002', challenge: '4000000000003220', approved: '4242424242424242' };

const holder = globalThis as typeof globalThis & { sandboxGatewaySessions?: Map<string, Session> };
const sessions = (holder.sandboxGatewaySessions ??= new Map());

export type CardAttempt = { number: string; holder: string; expiryMonth: string; expiryYear: string; cvv: string; installments: number };
export type AttemptAnswer = { status: 'approved' | 'declined' | 'challenge' | 'invalid'; challengeUrl?: string; failureCode?: string };

/** The gateway's pages are served by this app: root-relative URLs, so they work on whatever host the shop runs. */
const basePath = '/api/sandbox-gateway';

export function createSandboxGateway({ secret, notify = postCallback }: { secret: string; notify?: (url: string, body: string, signature: string) => Promise<void> }) {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const settle = (session: Session, outcome: CardOutcome) => {
    session.outcome = outcome;
    const body = JSON.stringify({ providerRef: session.ref, outcome });
    // Like a real gateway, the callback is sent after the answer, and retried once.
    setTimeout(() => void notify(session.callbackUrl, body, sign(body)).catch(() => setTimeout(() => void notify(session.callbackUrl, body, sign(body)).catch(() => {}), 1000)), 0);
  };

  const provider: CardProvider = {
    name: 'sandbox',
    testMode: true,
    async openSession(request) {
      const ref = `sbx_${randomBytes(16).toString('hex')}`;
      sessions.set(ref, { ...request, ref, outcome: { state: 'pending' } });
      return { providerRef: ref, payUrl: `${basePath}/sessions/${ref}` };
    },
    async outcome(ref) {
      return sessions.get(ref)?.outcome ?? { state: 'pending' };
    },
    readCallback(body, signature) {
      if (!signature) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return JSON.parse(body) as { providerRef: string; outcome: CardOutcome };
    },
  };

  /** The card form's data, posted by the browser straight to the gateway. */
  function pay(ref: string, card: CardAttempt): AttemptAnswer | null {
    const session = sessions.get(ref);
    if (!session || session.outcome.state !== 'pending') return null;
    const number = card.number.replace(/\D/g, '');
    const valid =
      cardValidator.number(number).isValid &&
      cardValidator.expirationDate({ month: card.expiryMonth, year: card.expiryYear }).isValid &&
      cardValidator.cvv(card.cvv, cardValidator.number(number).card?.code.size ?? 3).isValid &&
      card.holder.trim().length > 0 &&
      Number.isInteger(card.installments) &&
      card.installments >= 1 &&
      card.installments <= session.maxInstallments;
    if (!valid) return { status: 'invalid' };
    const cardSummary = `${cardValidator.number(number).card?.niceType ?? 'Card'} •••• ${number.slice(-4)}`;
    if (number === sandboxCards.declined) {
      settle(session, { state: 'failed', failureCode: 'DECLINED' });
      return { status: 'declined', failureCode: 'DECLINED' };
    }
    if (number === sandboxCards.challenge) {
      session.challenge = { cardSummary, installments: card.installments };
      return { status: 'challenge', challengeUrl: `${basePath}/challenge/${ref}` };
    }
    settle(session, { state: 'approved', cardSummary, installments: card.installments });
    return { status: 'approved' };
  }

  /** The customer's answer on the confirmation page; where to send them next (null: no such challenge). */
  function confirm(ref: string, approve: boolean): string | null {
    const session = sessions.get(ref);
    if (!session?.challenge || session.outcome.state !== 'pending') return null;
    settle(session, approve ? { state: 'approved', ...session.challenge } : { state: 'failed', failureCode: 'AUTHENTICATION_FAILED' });
    return session.returnUrl;
  }

  function challengeOf(ref: string) {
    const session = sessions.get(ref);
    return session?.challenge && session.outcome.state === 'pending' ? { amountCents: session.amountCents, currency: session.currency, reference: session.reference } : null;
  }

  return { provider, pay, confirm, challengeOf };
}

async function postCallback(url: string, body: string, signature: string) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, body });
  if (!response.ok) throw new Error(`callback answered ${response.status}`);
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
