'use client';

import { useQuery } from '@tanstack/react-query';
import { useGraphQL } from '@/components/providers/DataProvider';
import { DiagramPartsDocument, type DiagramPartsQuery } from '@/api-client/generated/graphql';

export type DiagramPart = DiagramPartsQuery['catalogRelated'][number];

/** The shop's live offer for a diagram's part numbers: name, price, availability and the variant to add to the cart. */
export function useDiagramParts(partNumbers: string[]) {
  const graphql = useGraphQL();
  const query = useQuery({
    queryKey: ['diagram-parts', partNumbers],
    queryFn: ({ signal }) => graphql.send(DiagramPartsDocument, { where: { partNumbers }, first: 100 }, { signal }),
    enabled: partNumbers.length > 0,
  });
  const byPartNumber = Map.groupBy(query.data?.catalogRelated ?? [], (part) => part.mpn ?? '');
  return { byPartNumber, isPending: query.isPending && partNumbers.length > 0, isError: query.isError };
}
