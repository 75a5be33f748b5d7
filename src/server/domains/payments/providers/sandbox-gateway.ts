import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cardValidator from 'card-validator';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import type { CardOutcome, CardProvider, CardRefundRequest, CardRefundResult } from './card-provider';
import { sandboxGatewaySessions } from './sandbox-gateway.tables';

/**
 * The sandbox card gateway (test mode): behaves like a hosted gateway (its own endpoints under
 * /api/sandbox-gateway, a 3-D Secure-style confirmation page, an asynchronous signed callback) but moves no money.
 * Its sessions are rows of the shop's database (any instance answers for any session); no card number is kept.
 * Test cards: 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for confirmation, any other valid number
 * is approved. Refunds of an approved session are kept with its outcome, never more than the session's amount.
 */
type Session = typeof sandboxGatewaySessions.$inferSelect;

export const sandboxCards = {
  declined: '4000000000000002',
  challenge: '4000000000003220',
  approved: '4242424242424242',
};

export type CardAttempt = {
  number: string;
  holder: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  installments: number;
};
export type AttemptAnswer = {
  status: 'approved' | 'declined' | 'challenge' | 'invalid';
  challengeUrl?: string;
  failureCode?: string;
};

/** The gateway's pages are served by this app: root-relative URLs, so they work on whatever host the shop runs. */
const basePath = '/api/sandbox-gateway';
const signatureHeader = 'x-sandbox-signature';

/** The gateway's own session references; anything else in an address is no session (and never reaches a query). */
const sessionRef = /^sbx_[0-9a-f]{32}$/;

const isPending = sql`${sandboxGatewaySessions.outcome}->>'state' = 'pending'`;

export function createSandboxGateway({
  secret,
  db,
  notify = postCallback,
}: {
  secret: string;
  db: Queryable;
  notify?: (url: string, body: string, signature: string) => Promise<void>;
}) {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const pendingSession = async (ref: string): Promise<Session | null> => {
    if (!sessionRef.test(ref)) return null;
    const [session] = await db
      .select()
      .from(sandboxGatewaySessions)
      .where(and(eq(sandboxGatewaySessions.ref, ref), isPending));
    return session ?? null;
  };
  /** Ends a pending session once (a second, simultaneous attempt finds it ended) and calls the shop back. */
  const settle = async (session: Session, outcome: CardOutcome): Promise<boolean> => {
    const settled = await db
      .update(sandboxGatewaySessions)
      .set({ outcome, challenge: null })
      .where(and(eq(sandboxGatewaySessions.ref, session.ref), isPending))
      .returning({ ref: sandboxGatewaySessions.ref });
    if (settled.length === 0) return false;
    const body = JSON.stringify({ providerRef: session.ref, outcome });
    // Like a real gateway, the callback is sent after the answer, and retried once.
    const callback = () => notify(session.request.callbackUrl, body, sign(body));
    setTimeout(() => void callback().catch(() => setTimeout(() => void callback().catch(() => {}), 1000)), 0);
    return true;
  };

  const provider: CardProvider = {
    name: 'sandbox',
    testMode: true,
    hosted: false,
    async openSession(request) {
      const ref = `sbx_${randomBytes(16).toString('hex')}`;
      await db.insert(sandboxGatewaySessions).values({ ref, request, outcome: { state: 'pending' } });
      return { providerRef: ref, payUrl: `${basePath}/sessions/${ref}` };
    },
    async outcome(ref) {
      const [session] = await db
        .select({ outcome: sandboxGatewaySessions.outcome })
        .from(sandboxGatewaySessions)
        .where(eq(sandboxGatewaySessions.ref, ref));
      if (!session) return { state: 'pending' };
      // The refunds stay the gateway's own books: the shop's outcome is how the payment ended.
      const outcome = { ...session.outcome };
      delete outcome.refunds;
      return outcome;
    },
    async readCallback(body, headers) {
      const signature = headers.get(signatureHeader);
      if (!signature) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return JSON.parse(body) as { providerRef: string; outcome: CardOutcome };
    },
    refund: (request) => refund(request),
  };

  /**
   * One conditional update: the refund is added only to an approved session, only when its refunds stay within the
   * session's amount, and only once per idempotency key (two refunds at once queue on the row and the second sees
   * the first).
   */
  async function refund(request: CardRefundRequest): Promise<CardRefundResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
      return { ok: false, failureCode: 'AMOUNT_TOO_HIGH' };
    const refundRef = `sbr_${randomBytes(12).toString('hex')}`;
    const refunds = sql`coalesce(${sandboxGatewaySessions.outcome}->'refunds', '[]'::jsonb)`;
    const added = rowsOf<{ ref: string }>(
      await db.execute(sql`
        update ${sandboxGatewaySessions}
        set outcome = jsonb_set(outcome, '{refunds}', ${refunds} || jsonb_build_array(jsonb_build_object(
          'ref', ${refundRef}::text, 'amountCents', ${request.amountCents}::int, 'key', ${request.idempotencyKey}::text)))
        where ref = ${request.providerRef}
          and outcome->>'state' = 'approved'
          and request->>'currency' = ${request.currency}
          and not exists (select 1 from jsonb_array_elements(${refunds}) r where r->>'key' = ${request.idempotencyKey})
          and (select coalesce(sum((r->>'amountCents')::int), 0) from jsonb_array_elements(${refunds}) r)
            + ${request.amountCents} <= (request->>'amountCents')::int
        returning ref`),
    );
    if (added.length > 0) return { ok: true, refundRef };
    const [session] = await db
      .select({ outcome: sandboxGatewaySessions.outcome, request: sandboxGatewaySessions.request })
      .from(sandboxGatewaySessions)
      .where(eq(sandboxGatewaySessions.ref, request.providerRef));
    const earlier = session?.outcome.refunds?.find((each) => each.key === request.idempotencyKey);
    if (earlier) return { ok: true, refundRef: earlier.ref };
    if (session?.outcome.state !== 'approved' || session.request.currency !== request.currency)
      return { ok: false, failureCode: 'NOT_REFUNDABLE' };
    return { ok: false, failureCode: 'AMOUNT_TOO_HIGH' };
  }

  /** The card form's data, posted by the browser straight to the gateway; null for an unknown or ended session. */
  async function pay(ref: string, card: CardAttempt): Promise<AttemptAnswer | null> {
    const session = await pendingSession(ref);
    if (!session) return null;
    const number = card.number.replace(/\D/g, '');
    const valid =
      cardValidator.number(number).isValid &&
      cardValidator.expirationDate({ month: card.expiryMonth, year: card.expiryYear }).isValid &&
      cardValidator.cvv(card.cvv, cardValidator.number(number).card?.code.size ?? 3).isValid &&
      card.holder.trim().length > 0 &&
      Number.isInteger(card.installments) &&
      card.installments >= 1 &&
      card.installments <= session.request.maxInstallments;
    if (!valid) return { status: 'invalid' };
    const cardSummary = `${cardValidator.number(number).card?.niceType ?? 'Card'} •••• ${number.slice(-4)}`;
    if (number === sandboxCards.declined) {
      return (await settle(session, { state: 'failed', failureCode: 'DECLINED' }))
        ? { status: 'declined', failureCode: 'DECLINED' }
        : null;
    }
    if (number === sandboxCards.challenge) {
      await db
        .update(sandboxGatewaySessions)
        .set({ challenge: { cardSummary, installments: card.installments } })
        .where(eq(sandboxGatewaySessions.ref, ref));
      return { status: 'challenge', challengeUrl: `${basePath}/challenge/${ref}` };
    }
    return (await settle(session, { state: 'approved', cardSummary, installments: card.installments }))
      ? { status: 'approved' }
      : null;
  }

  /** The customer's answer on the confirmation page; where to send them next (null: no such challenge). */
  async function confirm(ref: string, approve: boolean): Promise<string | null> {
    const session = await pendingSession(ref);
    if (!session?.challenge) return null;
    const settled = await settle(
      session,
      approve ? { state: 'approved', ...session.challenge } : { state: 'failed', failureCode: 'AUTHENTICATION_FAILED' },
    );
    return settled ? session.request.returnUrl : null;
  }

  async function challengeOf(ref: string) {
    const session = await pendingSession(ref);
    return session?.challenge
      ? {
          amountCents: session.request.amountCents,
          currency: session.request.currency,
          reference: session.request.reference,
        }
      : null;
  }

  return { provider, pay, confirm, challengeOf };
}

async function postCallback(url: string, body: string, signature: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [signatureHeader]: signature },
    body,
  });
  if (!response.ok) throw new Error(`callback answered ${response.status}`);
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
