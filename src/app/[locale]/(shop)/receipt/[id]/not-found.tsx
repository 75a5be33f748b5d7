import { OrderNotFound } from '@/components/orders/OrderNotFound';

/** An unknown receipt link: a 404 inside the shop's layout, with the ways to contact the shop and to all orders. */
export default function ReceiptNotFoundPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <OrderNotFound />
    </div>
  );
}
