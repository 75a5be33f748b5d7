import type { SettingsFormValues } from '@/shared/shop-settings-form';

/** The settings form's last answer: idle, saved, or refused with the fields at fault and what was typed. */
export type SettingsFormState =
  | { status: 'idle' }
  | { status: 'saved' }
  | { status: 'error'; code: string; fields: string[]; values: SettingsFormValues };

export type SaveSettingsAction = (state: SettingsFormState, form: FormData) => Promise<SettingsFormState>;
