export {
  changeStock,
  recordImportedStock,
  stockLedgerMismatches,
  takeForSale,
  type MovementSource,
} from './stock-ledger';
export type { StockReason } from './stock.tables';
