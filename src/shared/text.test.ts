import { describe, expect, it } from 'vitest';
import { metaDescription } from './text';

describe('metaDescription', () => {
  it('keeps a short text as it is, with spaces tidied', () => {
    expect(metaDescription('  New and used\n spare parts ')).toBe('New and used spare parts');
  });

  it('cuts a long text at a word boundary within 160 characters', () => {
    const long = 'Μεταχειρισμένη μίζα σε καλή κατάσταση, εισαγωγής από Ιαπωνία. '.repeat(5);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
