import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '@/api-client/generated';
import {
  AddressesDocument,
  AddressFieldsFragmentDoc,
  DeleteAddressDocument,
  SaveAddressDocument,
  type AddressInput,
} from '@/api-client/generated/graphql';
import type { Database } from '@/server/db/client';
import { testDatabases } from '@/server/db/testing';
import { createAccount, SignInThrottle } from '@/server/domains/auth';
import { headersFor, persistedRequest, testApi, testConfig, type AppDocument } from '@/server/graphql/testing';
import { tokenEndpoint } from './oauth-handlers';
import { postTo } from './testing';

/** Saved addresses through the API: validated field by field, and each member sees and changes only their own. */
const home: AddressInput = {
  firstName: 'Γιώργος',
  lastName: 'Παπαδόπουλος',
  address1: 'Εθνικής Αντιστάσεως 12',
  phone: '+30 690 000 0000',
  country: 'gr',
  city: 'Λαμία',
  postalCode: '351 00',
};

describe.each(testDatabases)('saved addresses on $name', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof testApi>;
  const member = async () => {
    const email = `addr-${randomBytes(4).toString('hex')}@example.com`;
    const ctx = { db: database.db, now: () => new Date(), config: testConfig };
    await createAccount(ctx, { email, password: 'correct horse battery', locale: 'el' });
    return (
      await postTo(tokenEndpoint, { ctx, throttle: new SignInThrottle() }, { email, password: 'correct horse battery' })
    ).body.access_token!;
  };
  const as = async <R, V>(token: string | null, document: AppDocument<R, V>, variables: V) =>
    (
      await api.post(
        persistedRequest(document, variables),
        headersFor('el', token ? { authorization: `Bearer ${token}` } : {}),
      )
    ).data as R;

  beforeAll(async () => {
    database = await open();
    api = testApi(database);
  });
  afterAll(async () => database.close());

  it('saves, changes, lists and deletes the member’s own addresses', async () => {
    const token = await member();
    const { saveAddress } = await as(token, SaveAddressDocument, { input: home });
    expect(saveAddress.problems).toEqual([]);
    const saved = getFragmentData(AddressFieldsFragmentDoc, saveAddress.address)!;
    expect(saved).toMatchObject({ country: 'GR', city: 'Λαμία', company: null });
    const changed = await as(token, SaveAddressDocument, { id: saved.id, input: { ...home, floor: '2ος' } });
    expect(getFragmentData(AddressFieldsFragmentDoc, changed.saveAddress.address)?.floor).toBe('2ος');
    const list = getFragmentData(AddressFieldsFragmentDoc, (await as(token, AddressesDocument, {})).addresses);
    expect(list.map((address) => address.floor)).toEqual(['2ος']);
    expect((await as(token, DeleteAddressDocument, { id: saved.id })).deleteAddress).toBe(true);
    expect((await as(token, AddressesDocument, {})).addresses).toEqual([]);
  });

  it('says which fields are missing or wrong', async () => {
    const token = await member();
    const { saveAddress } = await as(token, SaveAddressDocument, {
      input: { ...home, firstName: '  ', phone: 'call me', country: 'Greece', postalCode: '1234' },
    });
    expect(saveAddress.address).toBeNull();
    expect(saveAddress.problems).toEqual(
      expect.arrayContaining([
        { field: 'firstName', reason: 'REQUIRED' },
        { field: 'phone', reason: 'INVALID' },
        { field: 'country', reason: 'INVALID' },
      ]),
    );
    const greek = await as(token, SaveAddressDocument, { input: { ...home, postalCode: '1234' } });
    expect(greek.saveAddress.problems).toEqual([{ field: 'postalCode', reason: 'INVALID' }]);
  });

  it('never shows or changes another member’s address, nor anything to an anonymous caller', async () => {
    const [owner, other] = [await member(), await member()];
    const saved = getFragmentData(
      AddressFieldsFragmentDoc,
      (await as(owner, SaveAddressDocument, { input: home })).saveAddress.address,
    )!;
    expect((await as(other, AddressesDocument, {})).addresses).toEqual([]);
    expect(
      (await as(other, SaveAddressDocument, { id: saved.id, input: { ...home, city: 'Αθήνα' } })).saveAddress.problems,
    ).toEqual([{ field: 'id', reason: 'NOT_FOUND' }]);
    expect((await as(other, DeleteAddressDocument, { id: saved.id })).deleteAddress).toBe(false);
    expect((await as(null, AddressesDocument, {})).addresses).toEqual([]);
    expect((await as(null, SaveAddressDocument, { input: home })).saveAddress.problems).toEqual([
      { field: 'id', reason: 'NOT_SIGNED_IN' },
    ]);
    expect(getFragmentData(AddressFieldsFragmentDoc, (await as(owner, AddressesDocument, {})).addresses)[0]?.city).toBe(
      'Λαμία',
    );
  });
});
