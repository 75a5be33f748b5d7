import { AuthForm } from '@/components/auth/AuthForm';
import { AuthPage } from '@/components/auth/AuthPage';
import { pageLocale } from '../../../page-locale';
import { authMetadata, type AuthPageProps } from '../auth-metadata';
import { ClientMessages } from '@/i18n/ClientMessages';

export const generateMetadata = authMetadata('login');

/** Spec §2 /auth/login. */
export default async function LoginPage({ params }: AuthPageProps) {
  await pageLocale(params);
  return (
    <ClientMessages namespaces={['auth', 'auth.validation']}>
      <AuthPage mode="login">
        <AuthForm mode="login" />
      </AuthPage>
    </ClientMessages>
  );
}
