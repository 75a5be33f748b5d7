'use client';

import { useGraphQL } from '@/components/providers/DataProvider';
import { DiagramPartsDocument, type DiagramPartsQuery } from '@/api-client/generated/graphql';
import { keptPer, useKeptAnswer } from './useKeptAnswer';

export type DiagramPart = DiagramPartsQuery['catalogRelated'][number];

/**
 * Per GraphQL client, which is the page's language (the parts' names are in it); asked again after a minute, as
 * prices and stock change.
 */
const partsFor = keptPer<DiagramPartsQuery>(50, 60_000);

/** The shop's live offer for a diagram's part numbers: name, price, availability and the variant to add to the cart. */
export function useDiagramParts(partNumbers: string[]) {
  const graphql = useGraphQL();
  const { data, isPending, isError } = useKeptAnswer(
    partsFor(graphql),
    partNumbers.length > 0 ? partNumbers.join('\n') : null,
    (signal) => graphql.send(DiagramPartsDocument, { where: { partNumbers }, first: 100 }, { signal }),
  );
  const byPartNumber = Map.groupBy(data?.catalogRelated ?? [], (part) => part.mpn ?? '');
  return { byPartNumber, isPending, isError };
}
