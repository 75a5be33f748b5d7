import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CardOutcome, CardSessionRequest } from './card-provider';

/**
 * The sandbox gateway's sessions (test mode). A real gateway keeps these on its side; the sandbox keeps them in
 * the shop's database so that every instance answers for every session. No card data is stored: the outcome names
 * the card only as a real gateway reports it (brand and last four digits).
 */
/** A refund the sandbox made on an approved session, kept beside its outcome. */
export type SandboxRefund = { ref: string; amountCents: number; key: string };

/** The outcome as the gateway stores it: with the refunds made on an approved payment. */
export type SandboxOutcome = CardOutcome & { refunds?: SandboxRefund[] };

export const sandboxGatewaySessions = pgTable('sandbox_gateway_sessions', {
  ref: text().primaryKey(),
  request: jsonb().$type<CardSessionRequest>().notNull(),
  outcome: jsonb().$type<SandboxOutcome>().notNull(),
  /** Set while the session waits for the 3-D Secure-style confirmation. */
  challenge: jsonb().$type<{ cardSummary: string; installments: number }>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
