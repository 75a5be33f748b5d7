import { describe, expect, it } from 'vitest';
import { readVivaSettings } from './viva-settings';

describe('Viva settings', () => {
  it("default to the shop's own emulator on its public address, in this process", () => {
    expect(readVivaSettings({}, 'https://shop.example')).toMatchObject({
      environment: 'emulator',
      accountsUrl: 'https://shop.example/api/emulators/viva/accounts',
      apiUrl: 'https://shop.example/api/emulators/viva/api',
      webUrl: 'https://shop.example/api/emulators/viva/www',
      emulatorIrisSeconds: 1200,
      emulatorInProcess: true,
    });
    expect(readVivaSettings({ VIVA_EMULATOR_URL: 'http://viva.test/' }, 'https://shop.example')).toMatchObject({
      apiUrl: 'http://viva.test/api',
      emulatorInProcess: false,
    });
  });

  const credentials = {
    VIVA_CLIENT_ID: 'abc.apps.vivapayments.com',
    VIVA_CLIENT_SECRET: 'secret',
    VIVA_MERCHANT_ID: 'bdf4c6b3-c26d-4046-b5df-5c443ec39d09',
    VIVA_API_KEY: 'key',
    VIVA_SOURCE_CODE: '8362',
  };

  it.each([
    [
      'demo',
      'https://demo-accounts.vivapayments.com',
      'https://demo-api.vivapayments.com',
      'https://demo.vivapayments.com',
    ],
    ['production', 'https://accounts.vivapayments.com', 'https://api.vivapayments.com', 'https://www.vivapayments.com'],
  ])("use Viva's %s hosts with the merchant's credentials", (environment, accountsUrl, apiUrl, webUrl) => {
    expect(readVivaSettings({ ...credentials, VIVA_ENVIRONMENT: environment }, 'https://shop.example')).toMatchObject({
      accountsUrl,
      apiUrl,
      webUrl,
      clientId: credentials.VIVA_CLIENT_ID,
      sourceCode: '8362',
      emulatorInProcess: false,
    });
  });

  it.each(Object.keys(credentials))('refuse production without %s and name it', (name) => {
    const env: Record<string, string> = { ...credentials, VIVA_ENVIRONMENT: 'production' };
    delete env[name];
    expect(() => readVivaSettings(env, 'https://shop.example')).toThrow(name);
  });

  it('refuse a source code that is not 4 digits', () =>
    expect(() => readVivaSettings({ VIVA_SOURCE_CODE: 'abc' }, 'https://shop.example')).toThrow('VIVA_SOURCE_CODE'));
});
