'use client';

import { useGraphQL } from '@/components/providers/DataProvider';
import { getFragmentData } from '@/api-client/generated';
import { OrderFieldsFragmentDoc, RefreshPaymentDocument } from '@/api-client/generated/graphql';
import { OrderDetails } from './OrderDetails';

/** /receipt/{id}: each load also asks the card gateway how an open payment ended (the customer may come from it). */
export function ReceiptContent({ receiptId }: { receiptId: string }) {
  const graphql = useGraphQL();
  return (
    <OrderDetails
      kind="receipt"
      queryKey={['receipt', receiptId]}
      load={async (signal) => {
        const { refreshPayment } = await graphql.send(RefreshPaymentDocument, { receiptId }, { signal });
        return refreshPayment ? getFragmentData(OrderFieldsFragmentDoc, refreshPayment) : null;
      }}
    />
  );
}
