'use client';

import { useGraphQL } from '@/components/providers/DataProvider';
import { getFragmentData } from '@/api-client/generated';
import { MyOrderDocument, OrderFieldsFragmentDoc } from '@/api-client/generated/graphql';
import { useAuthStore } from '@/stores/auth';
import { OrderDetails } from './OrderDetails';

/** /orders/{number}: one of the signed-in member's orders; anyone else's number is the not-found page. */
export function MemberOrderContent({ number }: { number: string }) {
  const graphql = useGraphQL();
  const token = useAuthStore((state) => state.token);
  return (
    <OrderDetails
      kind="order"
      queryKey={['order', token, number]}
      load={async (signal) => {
        const { order } = await graphql.send(MyOrderDocument, { number }, { token, signal });
        return order ? getFragmentData(OrderFieldsFragmentDoc, order) : null;
      }}
    />
  );
}
