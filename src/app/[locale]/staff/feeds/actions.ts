'use server';

import { redirect } from 'next/navigation';
import { changeFeedListing, isMarketplaceName, type ListingChange } from '@/server/domains/feeds';
import { requireStaff } from '@/server/http/staff/require-staff';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { pageContext } from '@/server/request-context';
import { isLocale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/** What one form of the marketplaces page asks: a category or a product (by SKU), listed or kept off. */
function changeOf(form: FormData): ListingChange | null {
  const marketplace = form.get('marketplace');
  const listed = form.get('listed') === 'true';
  if (!isMarketplaceName(marketplace)) return null;
  const categoryId = Number(form.get('categoryId'));
  const sku = String(form.get('sku') ?? '').trim();
  if (form.has('categoryId'))
    return Number.isInteger(categoryId) && categoryId > 0 ? { marketplace, listed, categoryId } : null;
  return sku && sku.length <= 100 ? { marketplace, listed, sku } : null;
}

/** Every form of /staff/feeds posts here: the staff gate, the audited change, then the page again saying how it went. */
export async function changeListingAction(form: FormData): Promise<void> {
  const locale = form.get('locale');
  if (!isLocale(locale)) return;
  const actor = await requireStaff(locale, 'feeds.manage');
  const page = localizedPath(locale, '/staff/feeds');
  const change = changeOf(form);
  if (!change) redirect(`${page}?error=INVALID_INPUT`);
  const result = await changeFeedListing(await pageContext(locale), actor, change);
  if (!result.ok) redirect(`${page}?error=${result.error.code}`);
  // The rebuild was queued with the change: the worker takes it now rather than at its next look.
  await shopJobRunner.kick();
  redirect(`${page}?done=1`);
}
