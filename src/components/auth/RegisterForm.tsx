'use client';

import { useGraphQL } from '@/components/providers/DataProvider';
import { RegisterDocument } from '@/api-client/generated/graphql';
import { AuthForm } from './AuthForm';

/** Registration creates the account, then signs the new member in (spec: registration signs the user in). */
export function RegisterForm() {
  const graphql = useGraphQL();
  return (
    <AuthForm
      mode="register"
      createAccount={async (email, password) => {
        const { register } = await graphql.send(RegisterDocument, { input: { email, password } });
        return register.error ?? null;
      }}
    />
  );
}
