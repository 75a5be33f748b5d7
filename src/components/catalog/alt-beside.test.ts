import { describe, expect, it } from 'vitest';
import { altBeside } from './alt-beside';

describe('altBeside', () => {
  it('says nothing of a picture whose description only repeats the text beside it', () => {
    expect(altBeside('Μίζα Kubota D1102', 'Μίζα Kubota D1102')).toBe('');
  });

  it('keeps a description that says more, or one with no text beside it', () => {
    expect(altBeside('Μίζα Kubota D1102, πλάγια όψη', 'Μίζα Kubota D1102')).toBe('Μίζα Kubota D1102, πλάγια όψη');
    expect(altBeside('Μίζα Kubota D1102', undefined)).toBe('Μίζα Kubota D1102');
  });
});
