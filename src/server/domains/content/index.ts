import 'server-only';
export { listFeatures, type Feature } from './features.service';
export { parseMarkdown, type Block, type Inline } from './markdown';
export {
  findContentPageBySlug,
  getContentPage,
  listContentPages,
  renderedPage,
  type ContentPage,
  type ContentPageLink,
} from './pages.service';
export {
  contentPageDraft,
  listStaffContentPages,
  saveContentPage,
  type ContentPageDraft,
  type SaveContentPageResult,
  type StaffContentPageRow,
} from './page-editor';
export { featuresDraft, saveFeatures, type FeaturesDraft, type SaveFeaturesResult } from './features-editor';
export { featuresEditedByStaff, pageEditedByStaff } from './staff-edits';
