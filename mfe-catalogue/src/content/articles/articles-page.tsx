import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { contentPath } from 'shared-domain/content-paths.ts';
import {
  EmptyState,
  Link,
  LoadError,
  Pagination,
  Skeleton,
  useDocumentTitle,
  useFormatDate,
  useSearchParams,
  useShop,
} from 'shared-ui';
import { useGetArticlesQuery } from '../content-api.ts';
import styles from './articles.module.css';

/** /clanky (ro /articole): topics and a paged list of articles, the newest first; ?tema=…&strana=… in the URL. */
export function ArticlesPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const formatDate = useFormatDate();
  const [params] = useSearchParams();
  const topic = params.get('topic') ?? undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, isFetching, refetch } = useGetArticlesQuery({ topic, page });
  const title = intl.formatMessage({ id: 'catalogue.articles.title' });
  useDocumentTitle(title);
  const topicsId = useId();
  const base = contentPath(shop, 'articles');
  const hrefOf = (next: { topic?: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.topic) query.set('topic', next.topic);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };

  let content: ReactNode;
  if (isLoading) content = <Skeleton variant="rect" height="30rem" />;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.items.length === 0)
    content = <EmptyState headingLevel={2} title={intl.formatMessage({ id: 'catalogue.articles.empty' })} />;
  else
    content = (
      <>
        <ul className={styles.list}>
          {data.items.map((article) => (
            <li key={article.slug}>
              <article className={styles.card} aria-labelledby={`article-${article.slug}`}>
                <h2 id={`article-${article.slug}`} className={styles.cardTitle}>
                  <Link to={contentPath(shop, 'articles', article.slug)}>{article.title}</Link>
                </h2>
                <p className={styles.meta}>
                  {article.topic.name} ·{' '}
                  {intl.formatMessage(
                    { id: 'catalogue.articles.published' },
                    { date: formatDate(article.publishedAt, { dateStyle: 'long' }) },
                  )}
                </p>
                <p>{article.perex}</p>
                <Link
                  to={contentPath(shop, 'articles', article.slug)}
                  aria-label={intl.formatMessage(
                    { id: 'catalogue.articles.readMoreLabel' },
                    { title: article.title },
                  )}
                >
                  {intl.formatMessage({ id: 'catalogue.articles.readMore' })}
                </Link>
              </article>
            </li>
          ))}
        </ul>
        <Pagination
          page={data.page}
          pageCount={Math.ceil(data.total / data.pageSize)}
          hrefFor={(next) => hrefOf({ topic, page: next })}
          label={intl.formatMessage({ id: 'catalogue.articles.pagination' })}
        />
      </>
    );

  return (
    <div className={styles.page} aria-busy={isFetching || undefined}>
      <h1>{title}</h1>
      {data && (
        <nav aria-labelledby={topicsId} className={styles.topics}>
          <p id={topicsId} className={styles.topicsTitle}>
            {intl.formatMessage({ id: 'catalogue.articles.topics' })}
          </p>
          <ul>
            <li>
              <Link to={base} aria-current={topic ? undefined : 'page'}>
                {intl.formatMessage({ id: 'catalogue.articles.allTopics' })}
              </Link>
            </li>
            {data.topics.map((item) => (
              <li key={item.slug}>
                <Link
                  to={hrefOf({ topic: item.slug })}
                  aria-current={item.slug === topic ? 'page' : undefined}
                >
                  {intl.formatMessage(
                    { id: 'catalogue.articles.topicCount' },
                    { name: item.name, count: item.count },
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {content}
    </div>
  );
}
