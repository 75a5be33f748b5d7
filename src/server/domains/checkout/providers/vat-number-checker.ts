import 'server-only';
/**
 * What a VAT-number registry answers about a business's number. `valid` and `invalid` are definite; `unavailable`
 * means nobody could tell (the service or the member state is down, too slow, or answered nonsense).
 */
export type VatNumberCheck =
  | {
      status: 'valid';
      /** The registered name, when the member state gives it. */
      name: string | null;
      /** When the registry answered (ISO 8601): the proof of the check for the books. */
      checkedAt: string;
    }
  | { status: 'invalid' }
  | { status: 'unavailable' };

/** Checks an EU VAT number with its registry. Never throws: a failure is `unavailable`. */
export interface VatNumberChecker {
  /** `country` is the ISO code (Greece is GR); `number` may carry spaces or its country prefix. */
  check(country: string, number: string): Promise<VatNumberCheck>;
}
