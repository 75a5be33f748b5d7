import 'server-only';
export { bulkProducts, type BulkResult } from './bulk-products';
export { editorChoices, type EditorChoices, type TaxonChoice } from './editor-choices';
export { loadEditorState, type EditorPhoto, type ProductEditorState } from './editor-state';
export { listUsedPart } from './list-used-part';
export { partTypesByCategory } from './part-types';
export {
  addProductPhoto,
  deleteProductPhoto,
  reorderProductPhotos,
  setProductPhotoAlt,
  type PhotoResult,
} from './product-photos';
export { saveProduct, type SaveProductError, type SaveProductResult } from './save-product';
export { staffProductsPage, type StaffProductPage, type StaffProductRow } from './staff-product-list';
