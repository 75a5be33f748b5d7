import { describe, expect, it } from 'vitest';
import { readThirdPartySettings } from './third-party-settings';

describe('third-party settings', () => {
  it('registers nothing by default', () => {
    expect(readThirdPartySettings({})).toEqual({ providers: [], reviewsCount: 0 });
  });

  it('registers each configured provider with the consent it needs', () => {
    const settings = readThirdPartySettings({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js',
      CHAT_SCRIPT_URL: '/vendor/chat.js',
      REVIEWS_COUNT: '12',
    });
    expect(settings).toEqual({
      providers: [
        { name: 'analytics', src: 'https://stats.example/a.js', consent: 'marketing' },
        { name: 'chat', src: '/vendor/chat.js', consent: 'basic' },
      ],
      reviewsCount: 12,
    });
  });

  it.each([
    ['ANALYTICS_SCRIPT_URL', 'http://stats.example/a.js'],
    ['CHAT_SCRIPT_URL', 'javascript:alert(1)'],
    ['REVIEWS_COUNT', 'many'],
  ])('refuses %s=%s with the variable named', (variable, value) => {
    expect(() => readThirdPartySettings({ [variable]: value })).toThrow(new RegExp(variable));
  });
});
