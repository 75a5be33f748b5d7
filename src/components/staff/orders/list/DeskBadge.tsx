import type { OrderState, PaymentState } from '@/shared/order-lifecycle';

/** Waiting on someone: amber; done: green; moving along: blue; ended without a sale: grey; went wrong: red. */
const tones = {
  waiting: 'bg-amber-100 text-amber-900',
  moving: 'bg-sky-100 text-sky-900',
  done: 'bg-success/10 text-success-text',
  ended: 'bg-neutral-100 text-neutral-700',
  wrong: 'bg-red-100 text-red-900',
} as const;

const orderTone: Record<OrderState, keyof typeof tones> = {
  pending: 'waiting',
  processing: 'moving',
  ready: 'moving',
  shipped: 'moving',
  completed: 'done',
  canceled: 'ended',
  returned: 'ended',
};

const paymentTone: Record<PaymentState, keyof typeof tones> = {
  created: 'waiting',
  pending: 'waiting',
  approved: 'done',
  failed: 'wrong',
  canceled: 'ended',
  refunded: 'ended',
};

/** A state as a coloured label; the words carry the meaning, the colour only helps the eye. */
export function DeskBadge({
  label,
  ...state
}: { label: string } & ({ order: OrderState } | { payment: PaymentState | null })) {
  const tone = 'order' in state ? orderTone[state.order] : state.payment ? paymentTone[state.payment] : 'ended';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[tone]}`}>
      {label}
    </span>
  );
}
