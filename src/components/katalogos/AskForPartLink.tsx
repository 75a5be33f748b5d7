import { MessageCircleQuestionMark } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** "Ask for this part": the contact form, already naming the tractor and the part number (catalogue and product page). */
export function AskForPartLink({
  model,
  partNumber,
  className = '',
}: {
  model: string | null;
  partNumber: string | null;
  className?: string;
}) {
  const t = useTranslations('katalogos');
  const query = { ...(model ? { model } : {}), ...(partNumber ? { part: partNumber } : {}) };
  return (
    <Link
      href={{ pathname: '/epikoinonia', query }}
      className={`inline-flex items-center gap-1 font-semibold text-brand-dark hover:underline ${className}`}
    >
      <MessageCircleQuestionMark aria-hidden="true" className="size-4" />
      {t('askForPart')}
    </Link>
  );
}
