'use client';

import { Icon } from '@/components/icons/Icon';
import { useHydrated } from '@/components/providers/Hydration';
import { Link } from '@/i18n/navigation';
import { useMyTractor } from '@/stores/myTractor';

/**
 * "Ask for this part": the contact form, already naming the tractor by maker and model ("Kubota L1801") and the part
 * number (catalogue and product page). `myTractorFirst`: the visitor's own tractor, when chosen, is the one named.
 * The label comes from the caller, so that a server page sends no messages for it.
 */
export function AskForPartLink({
  label,
  model,
  partNumber,
  className = '',
  myTractorFirst = false,
}: {
  /** "Ask for this part", in the page's language. */
  label: string;
  /** Maker and model: "Kubota L1-185". */
  model: string | null;
  partNumber: string | null;
  className?: string;
  myTractorFirst?: boolean;
}) {
  const stored = useMyTractor((state) => state.tractor);
  const tractor = useHydrated() && myTractorFirst ? stored : null;
  const named = tractor ? `${tractor.brandName} ${tractor.model}` : model;
  const query = { ...(named ? { model: named } : {}), ...(partNumber ? { part: partNumber } : {}) };
  return (
    <Link
      href={{ pathname: '/epikoinonia', query }}
      className={`inline-flex items-center gap-1 font-semibold text-brand-dark hover:underline ${className}`}
    >
      <Icon name="message-circle-question-mark" className="size-4" />
      {label}
    </Link>
  );
}
