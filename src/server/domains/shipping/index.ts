export {
  cancelVoucher,
  createVoucher,
  currentShipment,
  pollShipments,
  voucherLabel,
  type ShipmentError,
} from './shipments.service';
export { closeOutDay, closeOutHour, nextCloseOut, scheduleCloseOut } from './close-out';
export { pollShipmentsAndReschedule, scheduleTrackingPoll, trackingPollMinutes } from './tracking-schedule';
export {
  boxNowLimits,
  carrierCodeFor,
  carrierOf,
  type Carrier,
  type CarrierCode,
  type Locker,
  type TrackingStatus,
} from './carriers';
export { chosenLocker, lockerDelivery, lockersNear, lockerWeightLimit, type LockerChoice } from './lockers';
export type { ShippingSettings } from './shipping-settings';
export type { Shipment } from './shipping.tables';
export { acsEmulator, type AcsEmulator } from './carriers/emulators/acs-emulator';
export { boxNowEmulator, type BoxNowEmulator } from './carriers/emulators/boxnow-emulator';
