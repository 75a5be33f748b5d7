import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import type { ErrorCodes } from '@/shared/error-codes';
import { shopSettingsSchema, type ShopSettings } from '@/shared/shop-settings-rules';
import { settingsOfConfig, shopSettingsRowId, storedShopSettings } from './shop-settings';
import { shopSettings } from './settings.tables';

type Ctx = Pick<DomainContext, 'db' | 'now' | 'config'>;

export type SettingsProblem = { field: string; reason: string };
export type SaveSettingsResult =
  | { ok: true; version: number }
  | { ok: false; error: ErrorCodes<'NOT_PERMITTED' | 'VERSION_CONFLICT'> }
  | { ok: false; error: ErrorCodes<'INVALID_INPUT'>; problems: SettingsProblem[] };

/** The settings now in force and their version (0 before the first save: the configuration's). */
export async function currentShopSettings(ctx: Pick<Ctx, 'db' | 'config'>) {
  const stored = await storedShopSettings(ctx.db);
  return stored ?? { settings: settingsOfConfig(ctx.config), version: 0 };
}

/**
 * The owner saves the settings: validated whole, refused when someone saved since the form was made (`version`),
 * written with its audit entry (what changed, before and after) in one transaction. The caller revalidates the
 * settings' cache tag so that every instance reads them at once.
 */
export async function saveShopSettings(
  ctx: Ctx,
  actor: StaffActor,
  input: unknown,
  version: number,
): Promise<SaveSettingsResult> {
  if (!staffMay(actor.role, 'settings.edit')) return { ok: false, error: 'NOT_PERMITTED' };
  const parsed = shopSettingsSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      error: 'INVALID_INPUT',
      problems: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), reason: issue.message })),
    };
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await currentShopSettings({ db: tx, config: ctx.config });
    if (before.version !== version) return { ok: false, error: 'VERSION_CONFLICT' } as const;
    const written =
      version === 0
        ? await tx
            .insert(shopSettings)
            .values({
              id: shopSettingsRowId,
              value: parsed.data,
              version: 1,
              updatedByUserId: actor.userId,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning({ version: shopSettings.version })
        : await tx
            .update(shopSettings)
            .set({
              value: parsed.data,
              version: sql`${shopSettings.version} + 1`,
              updatedByUserId: actor.userId,
              updatedAt: now,
            })
            .where(and(eq(shopSettings.id, shopSettingsRowId), eq(shopSettings.version, version)))
            .returning({ version: shopSettings.version });
    if (written.length === 0) return { ok: false, error: 'VERSION_CONFLICT' } as const;
    const changed = changedFields(before.settings, parsed.data);
    await appendAudit(
      tx,
      actor,
      {
        entity: 'settings',
        entityId: shopSettingsRowId,
        action: 'save',
        before: pick(before.settings, changed),
        after: pick(parsed.data, changed),
      },
      now,
    );
    return { ok: true, version: written[0]!.version } as const;
  });
}

function changedFields(before: ShopSettings, after: ShopSettings): (keyof ShopSettings)[] {
  return (Object.keys(after) as (keyof ShopSettings)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

const pick = (settings: ShopSettings, fields: (keyof ShopSettings)[]) =>
  Object.fromEntries(fields.map((field) => [field, settings[field]]));
