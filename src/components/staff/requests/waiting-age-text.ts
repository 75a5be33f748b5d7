import { getTranslations } from 'next-intl/server';
import { waitingAge } from '@/shared/waiting-age';

/** Says how long a request has waited since it was sent ("3 days"), in the page's language. */
export async function waitingAgeText(): Promise<(since: Date, now: Date) => string> {
  const t = await getTranslations('staffRequests.age');
  return (since, now) => {
    const age = waitingAge(since, now);
    return t(age.unit, { count: age.count });
  };
}
