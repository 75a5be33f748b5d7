import 'server-only';

// VAT is decided in src/shared/vat.ts, so that the storefront's consumer prices follow the checkout's rules.
export { vatCents, vatFor, type VatDecision } from '@/shared/vat';
