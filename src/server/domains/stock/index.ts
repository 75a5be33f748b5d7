export {
  changeStock,
  applyImportedStock,
  recordFirstImportedStock,
  stockLedgerMismatches,
  takeForSale,
  type ImportedFigure,
  type MovementSource,
} from './stock-ledger';
export type { StockReason } from './stock.tables';
export { adjustStock, setLowStockThreshold, type StockActionResult, type StockFieldProblem } from './adjust-stock';
export {
  stockList,
  stockListKinds,
  stockPageSize,
  variantIdOfSku,
  variantStock,
  type StockListKind,
  type StockListRow,
  type StockMovementRow,
  type VariantStock,
} from './stock-lists';
