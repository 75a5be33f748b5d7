import { contentPageMetadata, renderContentPage, type ContentRouteProps } from '../content-route';

export const generateMetadata = ({ params }: ContentRouteProps) => contentPageMetadata(params, 'cookie-policy');

export default async function CookiePolicyPage({ params }: ContentRouteProps) {
  return renderContentPage(params, 'cookie-policy');
}
