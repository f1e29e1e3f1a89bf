import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminArticle, AdminArticleInput } from 'shared-domain/contracts/admin-articles.ts';
import {
  Button,
  FormError,
  Link,
  LoadError,
  PageLayout,
  SelectField,
  Skeleton,
  TextAreaField,
  TextField,
  useNavigate,
  useParams,
  useShop,
  useToast,
} from 'shared-ui';
import { adminEntityPath, adminPages, adminPath } from '../admin-paths.ts';
import { useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './articles-admin.module.css';
import {
  useCreateArticleMutation,
  useGetAdminArticleQuery,
  useGetAdminArticlesQuery,
  useUpdateArticleMutation,
} from './articles-api.ts';

/** /admin/clanky/<id> and /admin/clanky/novy: the article editor. */
export function ArticleEditorPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const param = useParams().id ?? '';
  const isNew = param === adminPages[shop].newArticle;
  const id = Number(param);
  const article = useGetAdminArticleQuery(id, { skip: isNew || !Number.isInteger(id) });
  const list = useGetAdminArticlesQuery();
  const t = (key: IdUnder<'admin.articles.'>) => intl.formatMessage({ id: `admin.articles.${key}` });
  const title = isNew ? t('new') : (article.data?.title ?? t('edit'));
  let content: ReactNode;
  if (list.isLoading || article.isLoading) content = <Skeleton variant="rect" height="30rem" />;
  else if (!isNew && (article.error || !article.data))
    content = <LoadError error={article.error} onRetry={article.refetch} />;
  else
    content = (
      <ArticleForm
        key={article.data?.id ?? 'new'}
        article={isNew ? undefined : article.data}
        topics={list.data?.topics ?? []}
      />
    );
  return (
    <PageLayout title={title}>
      <Link to={adminPath(shop, 'articles')}>{t('back')}</Link>
      {content}
    </PageLayout>
  );
}

function ArticleForm({
  article,
  topics,
}: {
  article?: AdminArticle;
  topics: { slug: string; name: string }[];
}) {
  const intl = useIntl();
  const { shop } = useShop();
  const navigate = useNavigate();
  const toast = useToast();
  const t = (key: IdUnder<'admin.articles.'>) => intl.formatMessage({ id: `admin.articles.${key}` });
  const [values, setValues] = useState({
    slug: article?.slug ?? '',
    topicSlug: article?.topicSlug ?? topics[0]?.slug ?? '',
    title: article?.title ?? '',
    perex: article?.perex ?? '',
    body: article?.paragraphs.join('\n\n') ?? '',
    imageUrl: article?.imageUrl ?? '',
    related: article?.relatedProducts.join(', ') ?? '',
  });
  const server = useServerFieldErrors();
  const [create, creating] = useCreateArticleMutation();
  const [update, updating] = useUpdateArticleMutation();
  const change = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    const body: AdminArticleInput = {
      slug: values.slug.trim(),
      topicSlug: values.topicSlug,
      title: values.title.trim(),
      perex: values.perex.trim(),
      // Paragraphs are separated by an empty line, as staff type them.
      paragraphs: values.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      imageUrl: values.imageUrl.trim() || null,
      relatedProducts: values.related
        .split(/[\s,]+/)
        .map((seo) => seo.trim())
        .filter(Boolean),
    };
    try {
      const saved = article ? await update({ id: article.id, body }).unwrap() : await create(body).unwrap();
      toast.show({ tone: 'success', message: t('saved') });
      if (!article) navigate(adminEntityPath(shop, 'articles', saved.id), { replace: true });
    } catch (error) {
      server.setFromError(error);
    }
  }

  const errors = server.fieldErrors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <FormError message={server.formError ?? undefined} title={t('failed')} />
      <TextField
        label={t('field.title')}
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={errors.title}
        required
        maxLength={160}
      />
      <div className={styles.row}>
        <TextField
          label={t('field.slug')}
          hint={t('field.slugHint')}
          value={values.slug}
          onChange={(event) => change('slug', event.target.value)}
          error={errors.slug}
          required
          maxLength={80}
        />
        <SelectField
          label={t('field.topic')}
          value={values.topicSlug}
          onChange={(event) => change('topicSlug', event.target.value)}
          error={errors.topicSlug}
          options={topics.map((topic) => ({ value: topic.slug, label: topic.name }))}
        />
      </div>
      <TextAreaField
        label={t('field.perex')}
        value={values.perex}
        onChange={(event) => change('perex', event.target.value)}
        error={errors.perex}
        required
        maxLength={400}
        rows={3}
      />
      <TextAreaField
        label={t('field.body')}
        hint={t('field.bodyHint')}
        value={values.body}
        onChange={(event) => change('body', event.target.value)}
        error={errors.paragraphs ?? errors['paragraphs.0']}
        required
        rows={14}
      />
      <div className={styles.row}>
        <TextField
          label={t('field.image')}
          value={values.imageUrl}
          onChange={(event) => change('imageUrl', event.target.value)}
          error={errors.imageUrl}
          maxLength={300}
        />
        <TextField
          label={t('field.related')}
          hint={t('field.relatedHint')}
          value={values.related}
          onChange={(event) => change('related', event.target.value)}
          error={errors.relatedProducts}
        />
      </div>
      <div>
        <Button type="submit" loading={creating.isLoading || updating.isLoading}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
