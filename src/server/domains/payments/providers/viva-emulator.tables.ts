import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Viva emulator's books (emulator only): Viva keeps payment orders and transactions on its side; the emulator
 * keeps them in the shop's database so that every instance answers for every order. No card number is kept, only
 * the masked one Viva itself reports.
 */
export type VivaEmulatorOrderRequest = {
  amount: number;
  customerTrns: string | null;
  merchantTrns: string | null;
  maxInstallments: number;
  sourceCode: string;
  requestLang: string | null;
};

export const vivaEmulatorOrders = pgTable('viva_emulator_orders', {
  orderCode: text().primaryKey(),
  request: jsonb().$type<VivaEmulatorOrderRequest>().notNull(),
  /** Viva's StateId: 0 pending, 1 expired, 2 canceled, 3 paid. */
  stateId: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const vivaEmulatorTransactions = pgTable(
  'viva_emulator_transactions',
  {
    id: text().primaryKey(),
    orderCode: text().notNull(),
    /** The payment a refund gives back (a reversal), null for a payment. */
    parentId: text(),
    /** F finished, A in progress (an IRIS payment waiting for the bank), E failed. */
    statusId: text().notNull(),
    amountCents: integer().notNull(),
    /** Viva's transaction type: 5 a card charge, 7 a card payment in installments, 4 a reversal, 23 an IRIS payment. */
    transactionTypeId: integer().notNull(),
    cardNumber: text(),
    totalInstallments: integer().notNull().default(0),
    /** When an IRIS payment in progress is confirmed by the bank (the emulator then sends its webhook). */
    confirmAt: timestamp({ withTimezone: true }),
    merchantTrns: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderCode), index().on(t.parentId)],
);
