import { AuthPage } from '@/components/auth/AuthPage';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { pageLocale } from '../../../page-locale';
import { authMetadata, type AuthPageProps } from '../auth-metadata';

export const generateMetadata = authMetadata('register');

/** Spec §2 /auth/register: registration signs the member in. */
export default async function RegisterPage({ params }: AuthPageProps) {
  await pageLocale(params);
  return (
    <AuthPage mode="register">
      <RegisterForm />
    </AuthPage>
  );
}
