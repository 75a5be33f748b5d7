import { AuthPage } from '@/components/auth/AuthPage';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { pageLocale } from '../../../page-locale';
import { authMetadata, type AuthPageProps } from '../auth-metadata';

export const generateMetadata = authMetadata('forgot');

/** Asks for a password-reset link by e-mail. */
export default async function ForgotPasswordPage({ params }: AuthPageProps) {
  await pageLocale(params);
  return (
    <AuthPage mode="forgot">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
