import { WithdrawalTerms } from '@/components/content/WithdrawalTerms';
import { contentPageMetadata, renderContentPage, type ContentRouteProps } from '../content-route';

export const generateMetadata = ({ params }: ContentRouteProps) => contentPageMetadata(params, 'terms');

export default async function TermsPage({ params }: ContentRouteProps) {
  return renderContentPage(params, 'terms', <WithdrawalTerms />);
}
