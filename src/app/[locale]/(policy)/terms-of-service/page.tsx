import { WithdrawalTerms } from '@/components/content/WithdrawalTerms';
import { contentPageMetadata, renderContentPage, type ContentRouteProps } from '../content-route';

export const generateMetadata = ({ params }: ContentRouteProps) => contentPageMetadata(params, 'terms-of-service');

export default async function TermsOfServicePage({ params }: ContentRouteProps) {
  return renderContentPage(params, 'terms-of-service', <WithdrawalTerms />);
}
