import { imageSourcesOf, parseImageVariant, uploadUrl } from './image-variants.ts';

const id = '0b6f2a4e-5d1c-4c8e-9a77-2f1e0c3d4b5a';

describe('image variants', () => {
  test('names the original and the sizes the api makes, nothing else', () => {
    expect(parseImageVariant('original')).toEqual({ kind: 'original' });
    expect(parseImageVariant('w640.webp')).toEqual({ kind: 'resized', width: 640, format: 'webp' });
    for (const other of ['w641.webp', 'w640.png', 'W640.webp', 'w640.webp.exe', '../original', ''])
      expect(parseImageVariant(other)).toBeUndefined();
  });

  test('gives a <picture> its AVIF and WebP sources and a JPEG fallback', () => {
    const picture = imageSourcesOf(id, '(min-width: 60em) 33vw, 100vw');
    expect(picture.src).toBe(uploadUrl(id, 'w640.jpeg'));
    expect(picture.srcSet).toBe(
      `/api/new/uploads/${id}/w320.jpeg 320w, /api/new/uploads/${id}/w640.jpeg 640w, /api/new/uploads/${id}/w1024.jpeg 1024w`,
    );
    expect(picture.sizes).toBe('(min-width: 60em) 33vw, 100vw');
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0].srcSet).toContain(`/api/new/uploads/${id}/w1024.avif 1024w`);
  });
});
