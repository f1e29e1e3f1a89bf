import { type KeyboardEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductImage } from 'shared-domain';
import styles from './product-page.module.css';
import { ProductPicture } from './product-picture.tsx';

const THUMBNAIL_SIZE = 72;
/** The gallery takes half the page beside the summary on wide screens, the whole width on phones. */
const MAIN_SIZES = '(min-width: 48rem) 50vw, 100vw';

/** The main picture and a row of thumbnails that choose it (buttons; arrow keys move along). */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(selected, images.length - 1)];
  if (!current) return null;
  const count = images.length;

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (selected + step + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    thumbnails.current[next]?.focus();
  }

  return (
    <section
      className={styles.gallery}
      aria-label={intl.formatMessage({ id: 'catalogue.productPage.gallery' })}
    >
      <ProductPicture
        key={current.url}
        className={styles.mainImage}
        image={current}
        sizes={MAIN_SIZES}
        alt={
          current.alt ??
          intl.formatMessage({ id: 'catalogue.productPage.imageAlt' }, { name, index: selected + 1, count })
        }
        fetchPriority="high"
      />
      {count > 1 && (
        <ul className={styles.thumbnails} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                className={styles.thumbnail}
                aria-pressed={index === selected}
                aria-label={intl.formatMessage(
                  { id: 'catalogue.productPage.showImage' },
                  { index: index + 1, count },
                )}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
              >
                <ProductPicture
                  image={image}
                  sizes={`${THUMBNAIL_SIZE}px`}
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
