/** English page texts (Markdown after the title). Written for the demo shop, to read as a real shop's pages. */

const ADDRESS = '28th km Athens – Lamia National Road, 145 65 Agios Stefanos, Attica, Greece';
const HOURS = `- Monday – Friday: 09:00 – 17:00
- Saturday: 09:00 – 15:00
- Sunday: 10:00 – 14:00 (by appointment only)`;

export const BODY_EN: Record<string, string> = {
  'cookie-policy': `The Tractor Parts Hellas website uses cookies: small text files stored on your device.

## Which cookies we use

- **Essential:** they keep your cart, your language and your account login. The shop does not work without them.
- **Preferences:** they remember the tractor model you searched for last.
- **Statistics:** they show us anonymously which pages are read most. They are only switched on with your consent.

We do not use third-party advertising cookies.

## How to control them

On your first visit you can accept or reject the optional cookies. You can change your choice at any time from the "Cookie settings" link at the bottom of every page, or in your browser settings.

## Contact

For questions about cookies and your personal data, email info@tractorparts-hellas.example or call +30 210 555 0142.
`,
  terms: `These terms apply to every purchase from the Tractor Parts Hellas online shop, ${ADDRESS}.

## Prices and orders

Prices are in euros. Each price is shown excluding VAT and, for consumers, including the VAT of the destination country (24% in Greece); the checkout shows the VAT of your order. An order is binding once you receive a confirmation email. Used parts are single pieces; if one is sold in the shop at the same time, we will let you know and refund you at once.

## Compatibility

We check compatibility against the part number or the tractor serial number you give us. If in doubt, call us before you order.

## Returns

As a consumer you may withdraw from a purchase within 14 days of delivery, new or used parts alike: see the right of withdrawal below. Parts should come back unfitted and in their packaging where they had one.

## Warranty

New parts carry the manufacturer's warranty (12 or 24 months). Used parts carry a 3-month working warranty unless the product page states another period. The warranty does not cover incorrect fitting.
`,
  'terms-of-service': `By using the Tractor Parts Hellas website you accept the terms below.

## Account

You can create an account or buy as a guest. You are responsible for your password and for the details you give us.

## Content

Descriptions, photos and parts diagrams are given for information. Manufacturers' part numbers are quoted for identification only; trademarks belong to their owners. Copying the catalogue for commercial use is not allowed.

## Liability

We do our best to keep the information correct, but mistakes can happen. We are not liable for damage caused by fitting a part without a check by a mechanic.

## Changes

We may change these terms at any time. The new version applies from its publication on this page. For questions, email info@tractorparts-hellas.example.
`,
  'payment-methods': `You can pay in the way that suits you:

- **Card:** Visa, Mastercard and Maestro on the bank's secure payment page. We never store your card details.
- **Bank transfer:** send the receipt to info@tractorparts-hellas.example. We ship as soon as the money arrives.
- **Cash on delivery:** within Greece, for the fee shown below.
- **Cash or card in the shop:** when you collect in Agios Stefanos.

## Invoices

If you need an invoice, enter your VAT number and tax office at checkout. Farmers under the special scheme receive the right documents.

## Questions

Call us on +30 210 555 0142 during opening hours.
`,
  'shipping-methods': `Orders completed by 14:00 (Monday – Friday) leave the same day.

## Within Greece

- **Courier:** delivery in 1–3 working days. The cost is worked out at checkout from the weight.
- **Freight:** bulky parts (engines, bonnets, radiators) travel with a freight company to the depot nearest to you.

## Collection from the shop

Free of charge from ${ADDRESS}:

${HOURS}

## Abroad

We ship to Cyprus, across the European Union and worldwide. For countries outside the EU, ask for a quote at info@tractorparts-hellas.example.
`,
  about: `Tractor Parts Hellas is a family business in Attica that works only with Japanese compact tractors: Kubota, Yanmar, Iseki, Mitsubishi, Shibaura and Hinomoto, and the John Deere and Ford models those companies built.

Every year we bring containers of used tractors from Japan. We dismantle them in our workshop, check every piece and list it under the manufacturer's part number. Next to the used parts we keep a large stock of new genuine and equivalent parts.

## Contact

- Address: ${ADDRESS}
- Phone: +30 210 555 0142
- Email: info@tractorparts-hellas.example

## Opening hours

${HOURS}
`,
};
