import 'server-only';
import { shopDay } from '@/shared/shop-dates';
import { callJson, CarrierRefusal, type Carrier, type Tracking } from './carrier';

/**
 * ACS Courier's web services (REST): one address, every operation a POST of `{ACSAlias, ACSInputParameters}` with
 * the `AcsApiKey` header, answered `{ACSExecution_HasError, ACSExecutionErrorMessage, ACSOutputResponce:
 * {ACSValueOutput: [...]}}`. ACS gives its document to contract customers only; this follows the operations and
 * fields as public client libraries use them (see README). Weights in kilograms, amounts in euros.
 */
export type AcsSettings = {
  url: string;
  apiKey: string;
  companyId: string;
  companyPassword: string;
  userId: string;
  userPassword: string;
  billingCode: string;
  /** `{number}` is replaced with the voucher number. */
  trackingUrl: string;
};

type AcsAnswer = {
  ACSExecution_HasError: boolean;
  ACSExecutionErrorMessage: string;
  ACSOutputResponce?: { ACSValueOutput?: Record<string, unknown>[] };
};

export function acsCarrier(settings: AcsSettings, now: () => Date = () => new Date()): Carrier {
  const call = async (alias: string, parameters: Record<string, unknown>) => {
    const answer = await callJson<AcsAnswer>(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AcsApiKey: settings.apiKey },
      body: JSON.stringify({
        ACSAlias: alias,
        ACSInputParameters: {
          Company_ID: settings.companyId,
          Company_Password: settings.companyPassword,
          User_ID: settings.userId,
          User_Password: settings.userPassword,
          Language: 'GR',
          ...parameters,
        },
      }),
    });
    const output = answer.ACSOutputResponce?.ACSValueOutput?.[0];
    const problem = answer.ACSExecution_HasError ? answer.ACSExecutionErrorMessage : output?.Error_Message;
    if (problem) throw new CarrierRefusal('CARRIER_FAILED', `ACS ${alias}: ${String(problem)}`);
    return output ?? {};
  };
  const voucherParameters = (voucherNumber: string) => ({ Voucher_No: voucherNumber });
  return {
    code: 'acs',
    async createVoucher(parcel) {
      const [street, number = ''] = /^(.*?)(?:\s+(\d+\S*))?$/.exec(parcel.recipient.street)!.slice(1);
      const output = await call('ACS_Create_Voucher', {
        Billing_Code: settings.billingCode,
        Pickup_Date: shopDay(now()),
        Sender: 'Tractor Parts Hellas',
        Recipient_Name: parcel.recipient.name,
        Recipient_Address: street,
        Recipient_Address_Number: number,
        Recipient_Zipcode: parcel.recipient.postalCode.replace(/\s/g, ''),
        Recipient_Region: parcel.recipient.city,
        Recipient_Phone: parcel.recipient.phone,
        Recipient_Email: parcel.recipient.email,
        Charge_Type: 2,
        Cod_Ammount: parcel.codCents / 100,
        Cod_Payment_Way: 0,
        Item_Quantity: 1,
        Weight: Math.max(0.5, Math.ceil(parcel.weightGrams / 100) / 10),
        Reference_Key1: parcel.orderNumber,
      });
      const voucherNumber = String(output.Voucher_No ?? '');
      if (!voucherNumber) throw new CarrierRefusal('CARRIER_FAILED', 'ACS answered no voucher number');
      return {
        voucherNumber,
        trackingUrl: settings.trackingUrl.replace('{number}', encodeURIComponent(voucherNumber)),
      };
    },
    async label(voucherNumber) {
      const output = await call('ACS_Print_Voucher', {
        ...voucherParameters(voucherNumber),
        Print_Type: 2,
        Start_Position: 1,
      });
      return Buffer.from(String(output.ACSObjectOutput ?? ''), 'base64');
    },
    async cancel(voucherNumber) {
      await call('ACS_Delete_Voucher', voucherParameters(voucherNumber));
    },
    async tracking(voucherNumber): Promise<Tracking> {
      const output = await call('ACS_Trackingsummary', voucherParameters(voucherNumber));
      const text = String(output.shipment_status ?? '');
      if (Number(output.delivery_flag) === 1) return { status: 'delivered', text };
      if (Number(output.returned_flag) === 1) return { status: 'returned', text };
      return { status: Number(output.picked_up_flag ?? 0) === 1 ? 'in_transit' : 'created', text };
    },
    async closeOut(date) {
      const output = await call('ACS_Issue_Pickup_List', { Pickup_Date: shopDay(date), MyData: 1 });
      return String(output.PickupList_No ?? '');
    },
  };
}
