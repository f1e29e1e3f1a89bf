import { screen } from '@testing-library/react';
import type { ProductImage } from 'shared-domain';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import { ProductGallery } from './product-gallery.tsx';

const photo = (id: string, alt: string | null): ProductImage => ({
  url: `/api/new/uploads/${id}/w640.jpeg`,
  width: 1200,
  height: 900,
  alt,
  sources: ['avif', 'webp'].map((format) => ({
    type: `image/${format}`,
    srcset: `/api/new/uploads/${id}/w320.${format} 320w, /api/new/uploads/${id}/w640.${format} 640w`,
  })),
  srcset: `/api/new/uploads/${id}/w320.jpeg 320w, /api/new/uploads/${id}/w640.jpeg 640w`,
});

const outline: ProductImage = {
  url: '/api/new/catalogue/products/x/images/1.svg',
  width: 600,
  height: 600,
  alt: null,
  sources: [],
  srcset: null,
};

describe('product pictures', () => {
  it('shows an uploaded photo in a <picture>: AVIF and WebP sources, responsive JPEG, its size and alt text', () => {
    renderWithProviders(
      <ProductGallery images={[photo('a1', 'Pixel 9 zepředu'), photo('b2', null)]} name="Google Pixel 9" />,
      { messages: csCZ },
    );
    const main = screen.getByRole('img', { name: 'Pixel 9 zepředu' });
    expect(main).toHaveAttribute('src', '/api/new/uploads/a1/w640.jpeg');
    expect(main).toHaveAttribute('srcset', expect.stringContaining('/api/new/uploads/a1/w320.jpeg 320w'));
    expect(main).toHaveAttribute('sizes', '(min-width: 48rem) 50vw, 100vw');
    expect(main).toHaveAttribute('width', '1200');
    expect(main).toHaveAttribute('height', '900');
    const picture = main.parentElement as HTMLElement;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      expect.stringMatching(/^\/api\/new\/uploads\/a1\/w320\.avif 320w/),
    );

    // The thumbnails are pictures too, sized for their 72 px box.
    const thumbnail = screen
      .getByRole('button', { name: 'Zobrazit obrázek 2 z\u00a02' })
      .querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/api/new/uploads/b2/w640.jpeg');
    expect(thumbnail).toHaveAttribute('sizes', '72px');
    expect(thumbnail?.parentElement?.tagName).toBe('PICTURE');
  });

  it('names a photo without alt text after the product, and switches photos from the thumbnails', async () => {
    const { user } = renderWithProviders(
      <ProductGallery images={[photo('a1', 'Pixel 9 zepředu'), photo('b2', null)]} name="Google Pixel 9" />,
      { messages: csCZ },
    );
    await user.click(screen.getByRole('button', { name: 'Zobrazit obrázek 2 z\u00a02' }));
    const main = screen.getByRole('img', { name: 'Google Pixel 9 – obrázek 2 z\u00a02' });
    expect(main).toHaveAttribute('src', '/api/new/uploads/b2/w640.jpeg');
  });

  it('keeps the generated outline a plain image without sources', () => {
    renderWithProviders(<ProductGallery images={[outline]} name="Apple iPhone 13" />, { messages: csCZ });
    const main = screen.getByRole('img', { name: 'Apple iPhone 13 – obrázek 1 z\u00a01' });
    expect(main).toHaveAttribute('src', outline.url);
    expect(main).not.toHaveAttribute('srcset');
    expect(main).not.toHaveAttribute('sizes');
    expect(main.parentElement?.tagName).not.toBe('PICTURE');
  });
});
