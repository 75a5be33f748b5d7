import type { Address } from '@/shared/address-rules';
import { localeTags, type Locale } from '@/shared/locales';

/** An address as it goes on the parcel. */
export function AddressBlock({ title, address, locale }: { title: string; address: Address; locale: Locale }) {
  const country = new Intl.DisplayNames([localeTags[locale]], { type: 'region' }).of(address.country);
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.address1, address.address2, address.floor].filter(Boolean).join(', '),
    address.doorbell,
    `${address.postalCode} ${address.city}${address.region ? `, ${address.region}` : ''}`,
    country,
  ].filter(Boolean);
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      <address className="text-neutral-700 not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <a href={`tel:${address.phone.replace(/[^\d+]/g, '')}`} className="block text-brand underline">
          {address.phone}
        </a>
        {address.alternativePhone && <span className="block">{address.alternativePhone}</span>}
      </address>
    </div>
  );
}
