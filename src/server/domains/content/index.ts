import 'server-only';
export { listFeatures, type Feature } from './features.service';
export { parseMarkdown, type Block, type Inline } from './markdown';
export {
  findContentPageBySlug,
  getContentPage,
  listContentPages,
  type ContentPage,
  type ContentPageLink,
} from './pages.service';
