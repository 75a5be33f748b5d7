import { getTranslations } from 'next-intl/server';

const paragraphs = ['intro', 'period', 'how', 'return', 'refund', 'exceptions'] as const;

/**
 * The consumer's right of withdrawal, on the terms pages in both languages: written with the code that enforces it
 * (src/shared/withdrawal.ts), so the page and the button never disagree, whatever the editable page text says.
 */
export async function WithdrawalTerms() {
  const t = await getTranslations('withdrawal.terms');
  return (
    <section id="withdrawal" aria-labelledby="withdrawal-terms" className="mt-10 scroll-mt-24">
      <h2 id="withdrawal-terms" className="mb-3 text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      {paragraphs.map((key) => (
        <p key={key} className="mb-4 leading-[1.75] text-neutral-800">
          {t(key)}
        </p>
      ))}
    </section>
  );
}
