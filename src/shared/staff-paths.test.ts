import { describe, expect, it } from 'vitest';
import { isStaffPath, isStaffSignInPath, staffLoginPath, staffReturnPath } from './staff-paths';

describe('back-office addresses', () => {
  it.each([
    ['/staff', true],
    ['/staff/team', true],
    ['/en/staff', true],
    ['/en/staff/requests/x', true],
    ['/staffing', false],
    ['/products/staff', false],
    ['/el/staff', false],
    ['/', false],
  ])('%s is a back-office page: %s', (path, expected) => {
    expect(isStaffPath(path)).toBe(expected);
  });

  it('knows the sign-in pages, which show no navigation', () => {
    expect(['/staff/login', '/en/staff/login?next=%2Fen%2Fstaff', '/staff/join?token=x'].every(isStaffSignInPath)).toBe(
      true,
    );
    expect(['/staff', '/staff/team', '/staff/loginx', '/login'].some(isStaffSignInPath)).toBe(false);
  });

  it.each([
    ['el', '/staff/team', '/staff/team'],
    ['el', '/staff/audit?entity=order&before=12', '/staff/audit?entity=order&before=12'],
    ['en', '/en/staff/requests', '/en/staff/requests'],
    // Never another site, the storefront, the sign-in page itself, or a page of the other language.
    ['el', '//evil.example/staff', '/staff'],
    ['el', '/\\evil.example', '/staff'],
    ['el', 'https://evil.example/staff', '/staff'],
    ['el', '/checkout', '/staff'],
    ['el', '/staff/login?next=/staff/team', '/staff'],
    ['en', '/en/staff/join?token=x', '/en/staff'],
    ['en', '/staff/team', '/en/staff'],
    ['el', '', '/staff'],
  ] as const)('in %s, after sign-in %j leads to %s', (locale, next, expected) => {
    expect(staffReturnPath(locale, next)).toBe(expected);
  });

  it('sends to the sign-in page of the language, with the page to come back to', () => {
    expect(staffLoginPath('el', '/staff/requests')).toBe('/staff/login?next=%2Fstaff%2Frequests');
    expect(staffLoginPath('en', '/en/staff/audit?entity=order')).toBe(
      '/en/staff/login?next=%2Fen%2Fstaff%2Faudit%3Fentity%3Dorder',
    );
    expect(staffLoginPath('en', '/en/staff')).toBe('/en/staff/login');
    expect(staffLoginPath('el', null)).toBe('/staff/login');
  });
});
