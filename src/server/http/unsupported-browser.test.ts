import { describe, expect, it } from 'vitest';
import { isUnsupportedBrowser, unsupportedBrowserPage } from './unsupported-browser';

describe('the old-browser check', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)', true],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2)', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    ['', false],
  ])('%s → unsupported: %s', (userAgent, expected) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(expected);
  });

  it('answers in the path’s language first, then the other, with the supported browsers and no scripts', () => {
    const english = unsupportedBrowserPage('en');
    expect(english).toContain('<html lang="en">');
    expect(english.indexOf('Your browser is not supported.')).toBeLessThan(
      english.indexOf('Το πρόγραμμα περιήγησής σας δεν υποστηρίζεται.'),
    );
    for (const browser of ['Chrome', 'Firefox', 'Safari', 'Edge']) expect(english).toContain(browser);
    expect(english).not.toMatch(/<script|<link|src=/);

    const greek = unsupportedBrowserPage('el');
    expect(greek).toContain('<html lang="el">');
    expect(greek.indexOf('Το πρόγραμμα περιήγησής σας δεν υποστηρίζεται.')).toBeLessThan(
      greek.indexOf('Your browser is not supported.'),
    );
  });
});
