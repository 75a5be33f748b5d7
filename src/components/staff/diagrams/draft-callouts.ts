import { nextRefNo, type Callout } from '@/shared/diagram-desk-rules';

/** A callout being edited: `uid` keeps its place in the lists while its number is retyped. */
export type DraftCallout = Callout & { uid: string };

let made = 0;
const uid = () => `c${(made += 1)}`;

export const drafted = (callouts: Callout[]): DraftCallout[] => callouts.map((callout) => ({ ...callout, uid: uid() }));

/** A new callout at a position, numbered after the highest, with one empty part line. */
export const newCallout = (callouts: DraftCallout[], x: number, y: number): DraftCallout => ({
  uid: uid(),
  ref: nextRefNo(callouts),
  x,
  y,
  lines: [{ mpn: '', qty: 1 }],
});

/** What the save sends: the callouts without their editing ids, in number order. */
export const savedCallouts = (callouts: DraftCallout[]): Callout[] =>
  callouts.map(({ ref, x, y, lines }) => ({ ref, x, y, lines })).sort((a, b) => a.ref - b.ref);
