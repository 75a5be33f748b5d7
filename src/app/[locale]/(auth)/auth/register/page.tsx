import { AuthPage } from '@/components/auth/AuthPage';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { pageLocale } from '../../../page-locale';
import { authMetadata, type AuthPageProps } from '../auth-metadata';
import { ClientMessages } from '@/i18n/ClientMessages';

export const generateMetadata = authMetadata('register');

/** Spec §2 /auth/register: registration signs the member in. */
export default async function RegisterPage({ params }: AuthPageProps) {
  await pageLocale(params);
  return (
    <ClientMessages namespaces={['auth', 'auth.validation']}>
      <AuthPage mode="register">
        <RegisterForm />
      </AuthPage>
    </ClientMessages>
  );
}
