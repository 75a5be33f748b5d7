import { MessageCircleQuestionMark } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { shopContact } from '@/shared/shop-contact';

/** "Ask for this part": an e-mail to the shop, already naming the tractor and the part number. */
export function AskForPartLink({ model, partNumber }: { model: string; partNumber: string }) {
  const t = useTranslations('katalogos');
  const subject = t('askSubject', { partNumber, model });
  const body = t('askBody', { partNumber, model });
  return (
    <a href={`mailto:${shopContact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`} className="inline-flex items-center gap-1 font-semibold text-brand-dark hover:underline">
      <MessageCircleQuestionMark aria-hidden="true" className="size-4" />
      {t('askForPart')}
    </a>
  );
}
