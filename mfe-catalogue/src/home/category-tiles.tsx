import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { imageSourcesOf } from 'shared-domain/image-variants.ts';
import { EmptyState, Link, LoadError, Skeleton } from 'shared-ui';
import { useGetMenuQuery } from '../storefront-api.ts';
import styles from './home.module.css';

/**
 * One tile per shown root category (phones, tablets, …) with staff's photo and the number of
 * products in it. They come from the megamenu's tree (the same cached answer the menu opens
 * with), so a category staff hide leaves no tile leading to a 404.
 */
export function CategoryTiles() {
  const intl = useIntl();
  const headingId = useId();
  const { data: menu, error, isLoading, refetch } = useGetMenuQuery();
  const data = menu?.types;

  let content: ReactNode;
  if (isLoading) {
    content = (
      <ul className={styles.tiles} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          // Keys unlike the tiles' ids: React must not reuse a placeholder as a tile, which the
          // browser counts as that tile moving (layout shift).
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have nothing else to key on.
          <li key={`placeholder-${index}`}>
            <Skeleton variant="rect" className={styles.tileSkeleton} />
          </li>
        ))}
      </ul>
    );
  } else if (error || !data) {
    content = <LoadError error={error} onRetry={refetch} />;
  } else if (data.length === 0) {
    content = (
      <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'catalogue.types.empty' })}>
        {intl.formatMessage({ id: 'catalogue.types.emptyHint' })}
      </EmptyState>
    );
  } else {
    content = (
      <ul className={styles.tiles}>
        {data.map((type) => (
          <li key={type.id}>
            <Link to={type.url} className={styles.tile}>
              {type.photoUploadId && <CategoryPhoto uploadId={type.photoUploadId} />}
              <span className={styles.tileName}>{type.name}</span>
              <span className={styles.tileCount}>
                {intl.formatMessage({ id: 'catalogue.types.count' }, { count: type.productCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.section}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'catalogue.types.title' })}</h2>
      {content}
    </section>
  );
}

/** Decorative (the tile's name says it all): the smallest sharp size in the best format. */
function CategoryPhoto({ uploadId }: { uploadId: string }) {
  const image = imageSourcesOf(uploadId, '4rem');
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      <img
        className={styles.tilePhoto}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
