export { listFeatures, type Feature } from './features.service';
