'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { startLoading } from '@/components/loading/loading-events';
import { FormAlert } from '@/components/ui/FormAlert';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/shared/locales';
import {
  requestFields,
  requestLimits,
  requestProblems,
  requestSchema,
  type RequestField,
  type RequestInput,
} from '@/shared/request-rules';
import { useAuthStore } from '@/stores/auth';
import { PhotoPicker, type PickedPhoto } from './PhotoPicker';
import { sendRequest } from './send-request';

type Props = {
  /** The time the form was shown, signed by the server (minimum fill time). */
  stamp: string;
  maxPhotoBytes: number;
  initial: { tractorModel: string; partNumber: string };
  /** The shop's phone, offered when sending fails. */
  shopPhone: string;
};

type Problems = Partial<Record<RequestField | 'photos', string>>;

/** Spec §3 contact form, checked with the server's own rules before sending; sent with its photos and a progress bar. */
export function ContactForm({ stamp, maxPhotoBytes, initial, shopPhone }: Props) {
  const t = useTranslations('contact.form');
  const tValidation = useTranslations('contact.validation');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const message = (field: string, reason: string) =>
    tValidation(reason as 'required', { max: requestLimits[field as RequestField] ?? 0 });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = Object.fromEntries(
      requestFields.map((field) => [field, String(data.get(field) ?? '')]),
    ) as RequestInput;
    const checked = requestSchema.safeParse(input);
    const found: Problems = checked.success
      ? {}
      : Object.fromEntries(
          requestProblems(checked.error).map((problem) => [problem.field, message(problem.field, problem.reason)]),
        );
    setProblems(found);
    setFailure(null);
    if (!checked.success || photos.some((photo) => photo.error)) return;
    data.delete('photos');
    for (const photo of photos) data.append('photos', photo.file);
    data.set('locale', locale);
    setProgress(0);
    const answer = await sendRequest(data, { locale, token: useAuthStore.getState().token, onProgress: setProgress });
    if (answer.ok) {
      startLoading();
      router.push(`/request/${answer.id}`);
      return;
    }
    setProgress(null);
    if (answer.problems?.length)
      setProblems(
        Object.fromEntries(answer.problems.map((problem) => [problem.field, message(problem.field, problem.reason)])),
      );
    if (answer.photos?.length)
      setPhotos(
        photos.map((photo, index) => ({
          ...photo,
          error: answer.photos!.some((each) => each.index === index) ? answer.message : photo.error,
        })),
      );
    setFailure(answer.message || t('failed', { phone: shopPhone }));
  };

  const busy = progress !== null;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('name')}
          name="name"
          autoComplete="name"
          required
          maxLength={requestLimits.name}
          error={problems.name}
        />
        <FormField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={requestLimits.email}
          error={problems.email}
        />
        <FormField
          label={t('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={requestLimits.phone}
          error={problems.phone}
        />
        <FormField
          label={t('tractorModel')}
          name="tractorModel"
          defaultValue={initial.tractorModel}
          maxLength={requestLimits.tractorModel}
          error={problems.tractorModel}
        />
        <div className="sm:col-span-2">
          <FormField
            label={t('partNumber')}
            name="partNumber"
            defaultValue={initial.partNumber}
            maxLength={requestLimits.partNumber}
            error={problems.partNumber}
          />
        </div>
      </div>
      <TextAreaField
        label={t('message')}
        name="message"
        required
        maxLength={requestLimits.message}
        hint={t('messageHint')}
        error={problems.message}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} maxBytes={maxPhotoBytes} />
      {/* A field people never see: bots fill every field; the server stores nothing when it is filled. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t('honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="formStamp" value={stamp} />
      {failure && <FormAlert lines={[failure]} />}
      {busy && <progress max={100} value={progress} aria-label={t('submitting')} className="h-2 w-full accent-brand" />}
      <p className="text-sm text-neutral-600">{t('privacy')}</p>
      <SubmitButton busy={busy} label={t('submit')} busyLabel={t('uploading', { percent: progress ?? 0 })} />
    </form>
  );
}
