/** The limits of a password, shown before submitting and checked by the server (one definition for both). */
export const passwordRules = { minLength: 10, maxLength: 128 } as const;
