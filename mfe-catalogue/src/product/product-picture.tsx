import type { ImgHTMLAttributes } from 'react';
import type { ProductImage } from 'shared-domain';

interface ProductPictureProps
  extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading' | 'fetchPriority'> {
  image: ProductImage;
  alt: string;
  /** How wide the picture is shown (CSS lengths), so the browser fetches the smallest sharp size. */
  sizes: string;
  /** The box to reserve; the image's own size when left out. */
  width?: number;
  height?: number;
}

/**
 * An uploaded photo as a <picture> (AVIF, WebP, then JPEG in responsive sizes); the generated
 * outline, which has no other formats, as a plain <img>. Width and height keep its space (no
 * layout shift).
 */
export function ProductPicture({ image, alt, sizes, width, height, ...imgProps }: ProductPictureProps) {
  const img = (
    <img
      {...imgProps}
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      width={width ?? image.width}
      height={height ?? image.height}
      alt={alt}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
