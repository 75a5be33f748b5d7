import 'server-only';
export { customerKey, customerRefOf, type CustomerRef } from './customer-ref';
export { findCustomers, type CustomerListRow } from './customer-list';
export { customerRecord, type CustomerRecord } from './customer-record';
export { eraseCustomer, exportCustomer, sendCustomerPasswordReset } from './customer-actions';
