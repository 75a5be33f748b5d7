'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { OpenSharedCartDocument } from '@/api-client/generated/graphql';
import { useGraphQL } from '@/components/providers/DataProvider';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useErrorMessage } from '@/hooks/useErrorMessage';
import { useRouter } from '@/i18n/navigation';

/** For a customer on the phone without the link: the short code read out, with their e-mail or phone. */
export function ShortCodeForm() {
  const t = useTranslations('sharedCart');
  const errorMessage = useErrorMessage();
  const graphql = useGraphQL();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await errorMessage.ready();
    const input = { code: String(data.get('code') ?? ''), contact: String(data.get('contact') ?? '') };
    // The rules (and Zod) load on the first try: the cart page's first load does without them (issue #20).
    const { shortCodeSchema } = await import('@/shared/shared-cart-rules');
    if (!shortCodeSchema.safeParse(input).success) return setFailure(errorMessage('INVALID_INPUT'));
    setBusy(true);
    setFailure(null);
    try {
      const { openSharedCart } = await graphql.send(OpenSharedCartDocument, input);
      if (openSharedCart.token) return router.push(`/shopping-cart?shared=${encodeURIComponent(openSharedCart.token)}`);
      setFailure(
        openSharedCart.error === 'NOT_FOUND' || !openSharedCart.error
          ? t('codeNotFound')
          : errorMessage(openSharedCart.error),
      );
    } catch {
      setFailure(errorMessage('ADD_FAILED'));
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="short-code-title" className="max-w-xl rounded-md border border-neutral-200 p-4">
      <h2 id="short-code-title" className="text-xl font-bold text-ink">
        {t('codeTitle')}
      </h2>
      <p className="mb-4 text-neutral-700">{t('codeLead')}</p>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('codeTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('code')}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            required
          />
          <FormField label={t('contact')} name="contact" autoComplete="email" maxLength={254} required />
        </div>
        {failure && <FormAlert lines={[failure]} />}
        <SubmitButton busy={busy} label={t('open')} busyLabel={t('opening')} />
      </form>
    </section>
  );
}
