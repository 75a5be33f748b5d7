import { describe, expect, it } from 'vitest';
import { orderDeskQuery, parseOrderDeskFilters } from './order-desk-filters';

describe('the order desk filters from the address bar', () => {
  it('reads every filter the form and the links write', () => {
    const params = new URLSearchParams(
      'tab=to-pack&state=processing&payment=pending&method=bank-transfer&shipping=courier&from=2025-03-01&to=2025-03-31&q=+Νίκος+&before=120',
    );
    expect(parseOrderDeskFilters(params)).toEqual({
      filters: {
        tab: 'to-pack',
        state: 'processing',
        payment: 'pending',
        method: 'bank-transfer',
        shipping: 'courier',
        from: '2025-03-01',
        to: '2025-03-31',
        q: 'Νίκος',
        before: 120,
      },
      ignored: [],
    });
  });

  it('leaves out what does not fit and names it, instead of failing', () => {
    const { filters, ignored } = parseOrderDeskFilters({
      tab: 'everything',
      state: 'lost',
      payment: "approved' or 1=1",
      method: 'bitcoin',
      shipping: 'Courier!',
      from: '2025-02-31',
      to: 'yesterday',
      q: 'x'.repeat(101),
      before: '-5',
      after: 'abc',
    });
    expect(filters).toEqual({});
    expect(ignored).toEqual(['tab', 'state', 'payment', 'method', 'shipping', 'from', 'to', 'q', 'before', 'after']);
  });

  it('treats the form’s empty choices as no filter, and takes the first of repeated values', () => {
    expect(parseOrderDeskFilters({ state: '', q: '   ', method: ['card', 'bank-transfer'] })).toEqual({
      filters: { method: 'card' },
      ignored: [],
    });
  });

  it('turns a date range typed backwards round, and pages one way at a time', () => {
    expect(parseOrderDeskFilters({ from: '2025-03-31', to: '2025-03-01', before: '9', after: '20' }).filters).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      before: 9,
    });
  });

  it('writes links that keep the other filters and drop the defaults', () => {
    const filters = { tab: 'to-ship', method: 'card', q: 'Νίκος Γ', before: 40 } as const;
    const read = (query: string) => Object.fromEntries(new URLSearchParams(query));
    expect(read(orderDeskQuery(filters, { tab: 'all', before: undefined }))).toEqual({ method: 'card', q: 'Νίκος Γ' });
    expect(read(orderDeskQuery(filters, { before: 20 }))).toEqual({
      tab: 'to-ship',
      method: 'card',
      q: 'Νίκος Γ',
      before: '20',
    });
    expect(orderDeskQuery({})).toBe('');
  });
});
