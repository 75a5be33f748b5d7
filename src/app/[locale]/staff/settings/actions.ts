'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import type { SettingsFormState } from '@/components/staff/settings/settings-form-state';
import { cacheTags } from '@/server/cache/cache-tags';
import { config } from '@/server/config';
import { saveShopSettings } from '@/server/domains/settings';
import { refreshSecurityHeaders } from '@/server/http/security-headers-in-force';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale } from '@/shared/locales';
import { settingsFromForm, type SettingsFormValues } from '@/shared/shop-settings-form';

/**
 * The settings form posts here: the owner's gate, then the save with the version the page showed. A save
 * revalidates the settings' tag at once (shared through Redis, so every instance rereads them) and the catalogue's,
 * whose pages show shipping prices. This instance's security headers are reread too (the others reread them on
 * their own, every few seconds).
 */
export async function saveSettingsAction(_: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const locale = form.get('locale');
  const values: SettingsFormValues = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (!isLocale(locale)) return { status: 'error', code: 'INVALID_INPUT', fields: [], values };
  const actor = await requireStaff(locale, 'settings.edit');
  // The environment's configuration underneath: the saved settings are compared with what is in force now.
  const ctx = { ...(await pageContext(locale)), config: config() };
  const result = await saveShopSettings(ctx, actor, settingsFromForm(values), Number(values.version));
  if (!result.ok)
    return {
      status: 'error',
      code: result.error,
      fields: result.error === 'INVALID_INPUT' ? [...new Set(result.problems.map((problem) => problem.field))] : [],
      values,
    };
  await refreshStorefront(cacheTags.settings, cacheTags.content);
  // The Content-Security-Policy allows the saved third parties: here at once, on other instances within seconds.
  await refreshSecurityHeaders();
  return { status: 'saved' };
}
