export { issueCreditDocument, issueSaleDocument, type IssueMoment } from './issue-document';
export { transmitTaxDocument } from './transmit-document';
export { shopTransmitters, type Transmitters } from './transmitters';
export { untransmittedDocuments, documentOfOrder, type TaxDocumentSummary } from './document-queries';
