import { AuthPage } from '@/components/auth/AuthPage';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { pageLocale } from '../../../page-locale';
import { authMetadata, type AuthPageProps } from '../auth-metadata';
import { ClientMessages } from '@/i18n/ClientMessages';

export const generateMetadata = authMetadata('reset');

// The token comes from the query string: rendered per request.
export const dynamic = 'force-dynamic';

type Props = AuthPageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a reset link lands: `?token=…`. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const { token } = await searchParams;
  return (
    <ClientMessages namespaces={['auth', 'auth.validation']}>
      <AuthPage mode="reset">
        <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
      </AuthPage>
    </ClientMessages>
  );
}
