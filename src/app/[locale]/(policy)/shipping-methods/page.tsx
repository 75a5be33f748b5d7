import { ShippingMethodsList } from '@/components/content/ShippingMethodsList';
import { contentPageMetadata, renderContentPage, type ContentRouteProps } from '../content-route';

export const generateMetadata = ({ params }: ContentRouteProps) => contentPageMetadata(params, 'shipping-methods');

export default async function ShippingMethodsPage({ params }: ContentRouteProps) {
  return renderContentPage(params, 'shipping-methods', <ShippingMethodsList />);
}
