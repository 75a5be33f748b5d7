'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useGraphQL } from '@/components/providers/DataProvider';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { RequestPasswordResetDocument } from '@/api-client/generated/graphql';
import { EmailField } from './AccountFields';
import { useFieldMessages } from './field-messages';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const messages = useFieldMessages();
  const graphql = useGraphQL();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = messages.email(email).email;
    setError(found);
    setFailed(false);
    if (found) return;
    setBusy(true);
    try {
      await graphql.send(RequestPasswordResetDocument, { email });
      setSentTo(email);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) return <FormAlert tone="success" lines={[t('forgot.sent', { email: sentTo })]} />;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EmailField error={error} />
      {failed && <FormAlert lines={[t('errors.generic'), t('errors.tryAgain')]} />}
      <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
    </form>
  );
}
