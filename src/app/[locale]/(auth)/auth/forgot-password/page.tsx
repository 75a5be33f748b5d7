import { AuthPage } from '@/components/auth/AuthPage';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { pageLocale } from '../../../page-locale';
import { authMetadata, type AuthPageProps } from '../auth-metadata';
import { ClientMessages } from '@/i18n/ClientMessages';

export const generateMetadata = authMetadata('forgot');

/** Asks for a password-reset link by e-mail. */
export default async function ForgotPasswordPage({ params }: AuthPageProps) {
  await pageLocale(params);
  return (
    <ClientMessages namespaces={['auth', 'auth.validation']}>
      <AuthPage mode="forgot">
        <ForgotPasswordForm />
      </AuthPage>
    </ClientMessages>
  );
}
