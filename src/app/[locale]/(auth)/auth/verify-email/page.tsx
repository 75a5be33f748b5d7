import { AuthPage } from '@/components/auth/AuthPage';
import { VerifyEmailResult } from '@/components/auth/VerifyEmailResult';
import { pageLocale } from '../../../page-locale';
import { authMetadata, type AuthPageProps } from '../auth-metadata';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const generateMetadata = authMetadata('verify');

// The token comes from the query string: rendered per request.
export const dynamic = 'force-dynamic';

type Props = AuthPageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the confirmation link of the registration e-mail lands: `?token=…`. */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const { token } = await searchParams;
  return (
    <ClientMessages namespaces={['auth.verify']}>
      <AuthPage mode="verify">
        <QueryProvider>
          <VerifyEmailResult token={typeof token === 'string' ? token : ''} />
        </QueryProvider>
      </AuthPage>
    </ClientMessages>
  );
}
