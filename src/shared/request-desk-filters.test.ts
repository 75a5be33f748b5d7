import { describe, expect, it } from 'vitest';
import { parseRequestDeskFilters, requestDeskQuery } from './request-desk-filters';

describe('the request desk’s filters in the address bar', () => {
  it.each([
    [{}, { status: 'pending', assignee: 'anyone', q: null }],
    [
      { status: 'all', assignee: 'me', q: '  3C081 ' },
      { status: 'all', assignee: 'me', q: '3C081' },
    ],
    [
      { status: 'resolved', assignee: 'unassigned' },
      { status: 'resolved', assignee: 'unassigned', q: null },
    ],
    [{ assignee: '42' }, { status: 'pending', assignee: 42, q: null }],
    // Anything unknown falls back to the default view.
    [
      { status: 'deleted', assignee: 'x1', q: '   ' },
      { status: 'pending', assignee: 'anyone', q: null },
    ],
    [{ status: ['resolved', 'all'] }, { status: 'resolved', assignee: 'anyone', q: null }],
  ])('%o reads as %o', (params, filters) => {
    expect(parseRequestDeskFilters(params)).toEqual(filters);
  });

  it('keeps search text to its limit, and writes back only what is not the default', () => {
    expect(parseRequestDeskFilters({ q: 'a'.repeat(300) }).q).toHaveLength(100);
    expect(requestDeskQuery({ status: 'pending', assignee: 'anyone', q: null })).toBe('');
    expect(requestDeskQuery({ status: 'all', assignee: 7, q: 'a b' })).toBe('?status=all&assignee=7&q=a+b');
  });
});
