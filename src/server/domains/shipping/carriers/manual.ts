import 'server-only';
import { CarrierRefusal, type Carrier } from './carrier';

/**
 * No courier system: staff hand the parcel over and type the tracking number themselves (the order desk's "Ship"
 * form). Nothing to create, print or poll here.
 */
export const manualCarrier: Carrier = {
  code: 'manual',
  createVoucher: async () => {
    throw new CarrierRefusal('CARRIER_FAILED', 'manual shipping: type the tracking number on the order desk');
  },
  label: async () => {
    throw new CarrierRefusal('CARRIER_FAILED', 'manual shipping has no label');
  },
  cancel: async () => {},
  tracking: async () => ({ status: 'in_transit', text: '' }),
};
