import type { Messages } from 'next-intl';

/** The shipping methods whose names are in the messages; the configuration may add others. */
type NamedShippingMethod = keyof Messages['checkout']['methods'];
type MethodKey = `methods.${NamedShippingMethod}`;

/** The part of the `checkout` translator this needs (server and client translators alike). */
type CheckoutTranslator = { (key: MethodKey): string; has(key: MethodKey): boolean };

/** A shipping method's name in the interface language, or its code when the messages do not name it. */
export function shippingMethodName(t: CheckoutTranslator, code: string): string {
  const key = `methods.${code}` as MethodKey;
  return t.has(key) ? t(key) : code;
}
