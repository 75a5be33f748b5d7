import 'server-only';
import type { FetchHandler } from './serve';
import { labelPdf } from './label-pdf';

/**
 * A local stand-in for ACS's REST web services, speaking their protocol (POST of `{ACSAlias, ACSInputParameters}`
 * with an `AcsApiKey` header). Vouchers live in memory; `advance(voucher)` moves one along (picked up, then
 * delivered) as a courier's scans would, for tests and demonstrations.
 */
export type AcsEmulator = {
  handle: FetchHandler;
  advance(voucherNumber: string): void;
  vouchers: Map<string, AcsVoucher>;
};
type AcsVoucher = { parameters: Record<string, unknown>; stage: 0 | 1 | 2; deleted: boolean };

const answer = (output: Record<string, unknown>, error = '') =>
  Response.json({
    ACSExecution_HasError: error !== '',
    ACSExecutionErrorMessage: error,
    ACSOutputResponce: { ACSValueOutput: [output] },
  });

export function acsEmulator(): AcsEmulator {
  const vouchers = new Map<string, AcsVoucher>();
  let next = 7_200_000_000;
  const handle: FetchHandler = async (request) => {
    if (request.method !== 'POST') return new Response('method not allowed', { status: 405 });
    if (!request.headers.get('acsapikey')) return answer({}, 'Missing AcsApiKey');
    const body = (await request.json().catch(() => null)) as {
      ACSAlias?: string;
      ACSInputParameters?: Record<string, unknown>;
    } | null;
    const parameters = body?.ACSInputParameters ?? {};
    const voucher = vouchers.get(String(parameters.Voucher_No ?? ''));
    switch (body?.ACSAlias) {
      case 'ACS_Create_Voucher': {
        const missing = ['Recipient_Name', 'Recipient_Address', 'Recipient_Zipcode', 'Billing_Code'].find(
          (name) => !parameters[name],
        );
        if (missing) return answer({ Voucher_No: null, Error_Message: `${missing} is required` });
        const number = String((next += 1));
        vouchers.set(number, { parameters, stage: 0, deleted: false });
        return answer({ Voucher_No: number, Error_Message: null });
      }
      case 'ACS_Print_Voucher':
        if (!voucher || voucher.deleted) return answer({ Error_Message: 'Voucher not found' });
        return answer({
          ACSObjectOutput: Buffer.from(
            await labelPdf('ACS', String(parameters.Voucher_No), [
              String(voucher.parameters.Recipient_Zipcode),
              `COD EUR ${Number(voucher.parameters.Cod_Ammount ?? 0).toFixed(2)}`,
            ]),
          ).toString('base64'),
          Error_Message: null,
        });
      case 'ACS_Delete_Voucher':
        if (!voucher || voucher.deleted) return answer({ Error_Message: 'Voucher not found' });
        if (voucher.stage > 0) return answer({ Error_Message: 'Voucher already picked up' });
        voucher.deleted = true;
        return answer({ Error_Message: null });
      case 'ACS_Trackingsummary':
        if (!voucher) return answer({ Error_Message: 'Voucher not found' });
        return answer({
          picked_up_flag: voucher.stage >= 1 ? 1 : 0,
          delivery_flag: voucher.stage === 2 ? 1 : 0,
          returned_flag: 0,
          shipment_status: ['Καταχωρημένη', 'Σε μεταφορά', 'Παραδόθηκε'][voucher.stage],
          Error_Message: null,
        });
      case 'ACS_Issue_Pickup_List':
        return answer({ PickupList_No: `PL-${String(parameters.Pickup_Date)}`, Error_Message: null });
      default:
        return answer({}, `Unknown ACSAlias ${String(body?.ACSAlias)}`);
    }
  };
  return {
    handle,
    vouchers,
    advance: (number) => {
      const voucher = vouchers.get(number);
      if (voucher && voucher.stage < 2) voucher.stage = (voucher.stage + 1) as 1 | 2;
    },
  };
}
