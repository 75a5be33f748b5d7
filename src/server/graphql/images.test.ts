import { describe, expect, it } from 'vitest';
import { imageSources } from './images';

const picture = (src: string) => ({ src, alt: 'A part', width: 800, height: 600 });

describe('image addresses for API clients', () => {
  it("send a photo through Next's optimizer at the sizes next/image uses", () => {
    const photo = picture('/uploads/products/starter.webp');
    expect(imageSources.small(photo)).toBe('/_next/image?url=%2Fuploads%2Fproducts%2Fstarter.webp&w=384&q=75');
    expect(imageSources.large(photo)).toBe('/_next/image?url=%2Fuploads%2Fproducts%2Fstarter.webp&w=1080&q=75');
    expect(imageSources.srcset(photo).split(', ')).toHaveLength(6);
  });

  it('send a drawing (SVG) as it is: the optimizer refuses it, and it fits every size', () => {
    const drawing = picture('/uploads/products/parts/oil_filter.svg');
    expect(imageSources.small(drawing)).toBe('/uploads/products/parts/oil_filter.svg');
    expect(imageSources.large(drawing)).toBe('/uploads/products/parts/oil_filter.svg');
    expect(imageSources.srcset(drawing)).toBe('/uploads/products/parts/oil_filter.svg');
  });
});
