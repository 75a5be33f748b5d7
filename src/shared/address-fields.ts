/**
 * The address fields' names, without their rules: the browser's forms list them on every page that has an address,
 * while the rules (and Zod) load only when a form is checked.
 */
/** The address fields of the checkout (spec §3), checked the same way in the account page, checkout and server. */
export const addressFields = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'floor',
  'doorbell',
  'phone',
  'alternativePhone',
  'country',
  'region',
  'city',
  'postalCode',
] as const;
export type AddressField = (typeof addressFields)[number];
export const requiredAddressFields: readonly AddressField[] = [
  'firstName',
  'lastName',
  'address1',
  'phone',
  'country',
  'city',
  'postalCode',
];
