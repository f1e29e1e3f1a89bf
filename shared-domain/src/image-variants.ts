// The responsive sizes an uploaded image is served in (GET /api/new/uploads/:id/:variant): the
// api makes each on first request, the storefront lists them in a <picture>. One list for both,
// so a front never asks for a size the api does not make.

export const imageVariantWidths = [320, 640, 1024] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

/** Best compression first: a browser takes the first <source> whose type it supports. */
export const imageVariantFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageVariantFormat = (typeof imageVariantFormats)[number];

export type ImageVariant = 'original' | `w${ImageVariantWidth}.${ImageVariantFormat}`;

export const imageVariantMime: Readonly<Record<ImageVariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** A variant name of the URL, or undefined for anything the api does not make. */
export function parseImageVariant(
  text: string,
):
  | { kind: 'original' }
  | { kind: 'resized'; width: ImageVariantWidth; format: ImageVariantFormat }
  | undefined {
  if (text === 'original') return { kind: 'original' };
  const match = /^w(\d{3,4})\.([a-z]{4})$/.exec(text);
  if (!match) return undefined;
  const width = imageVariantWidths.find((w) => String(w) === match[1]);
  const format = imageVariantFormats.find((f) => f === match[2]);
  return width && format ? { kind: 'resized', width, format } : undefined;
}

export function uploadUrl(uploadId: string, variant: ImageVariant): string {
  return `/api/new/uploads/${encodeURIComponent(uploadId)}/${variant}`;
}

export interface ImageSources {
  /** The fallback <img src>: a middle-sized JPEG every browser shows. */
  src: string;
  /** The JPEG sizes for <img srcset>. */
  srcSet: string;
  sizes: string;
  /** <source type srcset> for the better formats, best first. */
  sources: { type: string; srcSet: string }[];
}

/**
 * Everything a <picture> of an uploaded image needs. `sizes` says how wide the image is shown
 * (CSS lengths); the browser picks the smallest variant that is sharp enough.
 */
export function imageSourcesOf(uploadId: string, sizes = '100vw'): ImageSources {
  const srcSetOf = (format: ImageVariantFormat) =>
    imageVariantWidths.map((width) => `${uploadUrl(uploadId, `w${width}.${format}`)} ${width}w`).join(', ');
  return {
    src: uploadUrl(uploadId, 'w640.jpeg'),
    srcSet: srcSetOf('jpeg'),
    sizes,
    sources: imageVariantFormats
      .filter((format) => format !== 'jpeg')
      .map((format) => ({ type: imageVariantMime[format], srcSet: srcSetOf(format) })),
  };
}
