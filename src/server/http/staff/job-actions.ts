'use server';

import { refresh } from 'next/cache';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { retryFailedJob } from '@/server/jobs/failed-work';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { defaultLocale, isLocale } from '@/shared/locales';
import { requireStaff } from './require-staff';
import type { StaffFormState } from './staff-forms';

/** An owner or manager puts a failed job back in the queue (audited), and the worker is woken to run it now. */
export async function retryJobAction(requestedLocale: string, jobId: number): Promise<StaffFormState> {
  const locale = isLocale(requestedLocale) ? requestedLocale : defaultLocale;
  const actor = await requireStaff(locale, 'jobs.retry');
  if (!Number.isSafeInteger(jobId)) return { error: 'INVALID_INPUT' };
  const result = await retryFailedJob(domainContext({ db: (await sharedDatabase()).db, locale }), actor, jobId);
  if (!result.ok) return { error: result.error };
  await shopJobRunner.kick();
  refresh();
  return { done: true };
}
