// A brand's first page in the default order: its view (./[view]) without one, rendered once and cached.
export { default, generateMetadata, generateStaticParams } from './[view]/page';
