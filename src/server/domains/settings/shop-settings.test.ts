import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { auditEntries } from '@/server/domains/audit';
import { users } from '@/server/domains/auth/auth.tables';
import { quote } from '@/server/domains/checkout';
import type { StaffActor, StaffRole } from '@/server/domains/staff';
import { defaultContactDetails } from '@/shared/shop-contact';
import { shopSettingsSchema, type ShopSettings } from '@/shared/shop-settings-rules';
import { configWithShopSettings, currentShopSettings, saveShopSettings, settingsOfConfig, storedShopSettings } from '.';

const config = readConfig({ NODE_ENV: 'test', ISLAND_SURCHARGE_CENTS: '300', CHAT_SCRIPT_URL: '/vendor/chat.js' });
const now = new Date('2026-03-01T10:00:00Z');
const islandQuote = (settings: typeof config) =>
  quote(settings.checkout, true, {
    itemsCents: 10_000,
    weightGrams: 1000,
    destination: { country: 'GR', postalCode: '84100' },
    vatNumber: null,
    vatNumberVerified: false,
    shippingMethod: 'courier',
    paymentMethod: 'bank-transfer',
  });

describe.each(testDatabases)('the shop settings on $name', ({ open }) => {
  let database: Database;
  const actors = {} as Record<StaffRole, StaffActor>;
  const ctx = () => ({ db: database.db, now: () => now, config });

  beforeAll(async () => {
    database = await open();
    for (const role of ['owner', 'manager'] as const) {
      const email = `${role}@tractorparts-hellas.example`;
      const [user] = await database.db.insert(users).values({ email, passwordHash: 'x' }).returning({ id: users.id });
      actors[role] = { userId: user!.id, email, role, address: '192.0.2.1' };
    }
  });
  afterAll(() => database.close());

  it('starts from the environment on a fresh database', async () => {
    expect(await storedShopSettings(database.db)).toBeNull();
    const current = await currentShopSettings(ctx());
    expect(current.version).toBe(0);
    expect(current.settings).toMatchObject({ islandSurchargeCents: 300, contactForm: true });
    expect(current.settings.thirdPartyScripts).toEqual({ chat: '/vendor/chat.js' });
    // Today's contact details until the owner edits them (issue #17).
    expect(current.settings.contact).toEqual(defaultContactDetails);
  });

  const valid = (): ShopSettings => ({ ...settingsOfConfig(config), islandSurchargeCents: 750 });

  it.each([
    ['a negative surcharge', { islandSurchargeCents: -1 }, 'islandSurchargeCents'],
    [
      'an IBAN that is not one',
      { bankTransfer: { beneficiary: 'Shop', iban: 'nope', bank: 'Bank' } },
      'bankTransfer.iban',
    ],
    ['a VAT rate above 50 %', { vatRates: { GR: 80 } }, 'vatRates.GR'],
    [
      'every payment method off',
      { paymentMethodsOff: ['card', 'bank-transfer', 'cash-on-delivery'] },
      'paymentMethodsOff',
    ],
    ['no shipping method', { shippingMethods: [] }, 'shippingMethods'],
    ['installments not starting at 0', { installments: [{ minTotalCents: 100, max: 3 }] }, 'installments'],
    [
      'a script over http',
      { thirdPartyScripts: { analytics: 'http://tracker.example/a.js' } },
      'thirdPartyScripts.analytics',
    ],
    ['an island prefix of letters', { islandPostcodePrefixes: ['AB'] }, 'islandPostcodePrefixes.0'],
    ['a shop e-mail that is not one', { contact: { ...defaultContactDetails, email: 'info@' } }, 'contact.email'],
    [
      'a phone without its country code',
      { contact: { ...defaultContactDetails, landline: '210 555' } },
      'contact.landline',
    ],
    [
      'an empty English street',
      {
        contact: {
          ...defaultContactDetails,
          address: { ...defaultContactDetails.address, en: { street: '', locality: 'Athens' } },
        },
      },
      'contact.address.en.street',
    ],
    [
      'Saturday closing before it opens',
      {
        contact: {
          ...defaultContactDetails,
          hours: defaultContactDetails.hours.map((slot) => (slot.days === 'sat' ? { ...slot, closes: '08:00' } : slot)),
        },
      },
      'contact.hours.1',
    ],
    [
      'a time that is not one',
      {
        contact: {
          ...defaultContactDetails,
          hours: defaultContactDetails.hours.map((slot) => ({ ...slot, opens: '9am' })),
        },
      },
      'contact.hours.0.opens',
    ],
    [
      'hours without Sunday',
      { contact: { ...defaultContactDetails, hours: defaultContactDetails.hours.slice(0, 2) } },
      'contact.hours',
    ],
  ])('refuses %s, naming the field', async (_, change, field) => {
    const result = await saveShopSettings(ctx(), actors.owner, { ...valid(), ...change }, 0);
    expect(result).toMatchObject({ ok: false, error: 'INVALID_INPUT' });
    expect(result.ok === false && 'problems' in result && result.problems.map((p) => p.field)).toContain(field);
    expect(await storedShopSettings(database.db)).toBeNull();
  });

  it('lets only the owner save', async () => {
    expect(await saveShopSettings(ctx(), actors.manager, valid(), 0)).toEqual({ ok: false, error: 'NOT_PERMITTED' });
  });

  it('saves, audits what changed, and the checkout quotes with it at once', async () => {
    const before = islandQuote(configWithShopSettings(config, await storedShopSettings(database.db)));
    expect(before.shipping?.cents).toBe(500 + 300);
    const saved = await saveShopSettings(
      ctx(),
      actors.owner,
      {
        ...valid(),
        paymentMethodsOff: ['cash-on-delivery'],
        contactForm: false,
        backorderDays: 21,
        contact: { ...defaultContactDetails, landline: '+30 210 999 0000' },
      },
      0,
    );
    expect(saved).toEqual({ ok: true, version: 1 });
    const effective = configWithShopSettings(config, await storedShopSettings(database.db));
    const after = islandQuote(effective);
    expect(after.shipping?.cents).toBe(500 + 750);
    expect(after.paymentMethods.map((method) => method.code)).toEqual(['bank-transfer', 'card']);
    expect(effective.contactForm).toBe(false);
    expect(effective.checkout.backorderDays).toBe(21);
    expect(effective.contact.landline).toBe('+30 210 999 0000');
    expect(effective.thirdParty.providers).toEqual([{ name: 'chat', src: '/vendor/chat.js', consent: 'basic' }]);
    const [entry] = await auditEntries(database.db, { entity: 'settings' });
    expect(entry).toMatchObject({
      actorEmail: actors.owner.email,
      action: 'save',
      before: { islandSurchargeCents: 300, paymentMethodsOff: [], contactForm: true },
      after: { islandSurchargeCents: 750, paymentMethodsOff: ['cash-on-delivery'], contactForm: false },
    });
  });

  it("keeps the configuration's back-order days for a row saved before they existed", () => {
    const { backorderDays, ...older } = valid();
    expect(backorderDays).toBe(10);
    const stored = { settings: shopSettingsSchema.parse(older), version: 1 };
    expect(stored.settings.backorderDays).toBeNull();
    expect(configWithShopSettings(config, stored).checkout.backorderDays).toBe(10);
  });

  it("shows today's contact details for a row saved before the owner could edit them", () => {
    const { contact, ...older } = valid();
    expect(contact).toEqual(defaultContactDetails);
    const stored = { settings: shopSettingsSchema.parse(older), version: 1 };
    expect(configWithShopSettings(config, stored).contact).toEqual(defaultContactDetails);
  });

  it('refuses a save made from an older version', async () => {
    expect(await saveShopSettings(ctx(), actors.owner, valid(), 0)).toEqual({ ok: false, error: 'VERSION_CONFLICT' });
    expect(await saveShopSettings(ctx(), actors.owner, { ...valid(), islandSurchargeCents: 900 }, 1)).toEqual({
      ok: true,
      version: 2,
    });
    expect((await currentShopSettings(ctx())).settings.islandSurchargeCents).toBe(900);
  });
});
