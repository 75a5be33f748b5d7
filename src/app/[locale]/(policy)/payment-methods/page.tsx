import { PaymentMethodsList } from '@/components/content/PaymentMethodsList';
import { contentPageMetadata, renderContentPage, type ContentRouteProps } from '../content-route';

export const generateMetadata = ({ params }: ContentRouteProps) => contentPageMetadata(params, 'payment-methods');

export default async function PaymentMethodsPage({ params }: ContentRouteProps) {
  return renderContentPage(params, 'payment-methods', <PaymentMethodsList />);
}
