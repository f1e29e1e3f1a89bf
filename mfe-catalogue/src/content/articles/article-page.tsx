import { useIntl } from 'react-intl';
import { contentPath } from 'shared-domain/content-paths.ts';
import {
  isApiError,
  Link,
  LoadError,
  Skeleton,
  useDocumentTitle,
  useFormatDate,
  useParams,
  useShop,
} from 'shared-ui';
import { StorefrontProducts } from '../../home/storefront-products.tsx';
import { NotFound } from '../../not-found/not-found.tsx';
import { useGetArticleQuery } from '../content-api.ts';
import styles from './articles.module.css';

/** /clanky/<slug>: an article with its related products as the catalogue's cards. */
export function ArticlePage() {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const slug = useParams().slug ?? '';
  const { data: article, error, isLoading, refetch } = useGetArticleQuery(slug);
  useDocumentTitle(article?.title ?? intl.formatMessage({ id: 'catalogue.articles.title' }));
  if (isLoading) return <Skeleton variant="rect" height="30rem" />;
  if (isApiError(error) && error.status === 404)
    return (
      <NotFound title={intl.formatMessage({ id: 'catalogue.notFound.title' })}>
        {intl.formatMessage({ id: 'catalogue.articles.notFound' })}
      </NotFound>
    );
  if (error || !article) return <LoadError error={error} onRetry={refetch} />;
  return (
    <article className={styles.page} aria-labelledby="article-title">
      <Link to={contentPath(shop, 'articles')} className={styles.back}>
        {intl.formatMessage({ id: 'catalogue.articles.back' })}
      </Link>
      <h1 id="article-title">{article.title}</h1>
      <p className={styles.meta}>
        <Link to={`${contentPath(shop, 'articles')}?topic=${article.topic.slug}`}>{article.topic.name}</Link>{' '}
        ·{' '}
        {intl.formatMessage(
          { id: 'catalogue.articles.published' },
          { date: formatDate(article.publishedAt, { dateStyle: 'long' }) },
        )}
      </p>
      {article.imageUrl && (
        <img className={styles.image} src={article.imageUrl} alt="" width={960} height={540} />
      )}
      <p className={styles.perex}>{article.perex}</p>
      {article.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {article.relatedProducts.length > 0 && (
        <section aria-labelledby="article-related" className={styles.related}>
          <h2 id="article-related">{intl.formatMessage({ id: 'catalogue.articles.related' })}</h2>
          <StorefrontProducts products={article.relatedProducts} />
        </section>
      )}
    </article>
  );
}
