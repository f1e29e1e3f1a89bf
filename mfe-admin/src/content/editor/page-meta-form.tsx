import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { shops } from 'shared-domain';
import type { ContentPageDetail } from 'shared-domain/contracts/admin-content-pages.ts';
import { Button, FormError, TextAreaField, TextField, useShop, useToast } from 'shared-ui';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import { useUpdateContentPageMutation } from '../content-api.ts';

/**
 * The page's title, description, address and schedule. The times are the shop's wall clock
 * (Prague, Bucharest), whatever the editor's computer is set to; the server converts them.
 */
export function PageMetaForm({ page }: { page: ContentPageDetail }) {
  const intl = useIntl();
  const { shop } = useShop();
  const toast = useToast();
  const t = (key: IdUnder<'admin.content.meta.'>) => intl.formatMessage({ id: `admin.content.meta.${key}` });
  const [values, setValues] = useState({
    title: page.title,
    description: page.description,
    slug: page.slug,
    publishAt: page.publishAt ?? '',
    unpublishAt: page.unpublishAt ?? '',
  });
  const server = useServerFieldErrors();
  const [update, { isLoading }] = useUpdateContentPageMutation();
  const change = (field: keyof typeof values, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    try {
      await update({
        id: page.id,
        body: {
          version: page.version,
          title: values.title.trim(),
          description: values.description.trim(),
          slug: values.slug.trim(),
          publishAt: values.publishAt || null,
          unpublishAt: values.unpublishAt || null,
        },
      }).unwrap();
      toast.show({ tone: 'success', message: t('saved') });
    } catch (error) {
      server.setFromError(error);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <FormError message={server.formError ?? undefined} title={t('failed')} />
      <div className={styles.row}>
        <TextField
          label={t('pageTitle')}
          value={values.title}
          onChange={(event) => change('title', event.target.value)}
          error={server.fieldErrors.title}
          required
          maxLength={200}
        />
        <TextField
          label={t('slug')}
          hint={t('slugHint')}
          value={values.slug}
          onChange={(event) => change('slug', event.target.value)}
          error={server.fieldErrors.slug}
          required
          maxLength={100}
        />
      </div>
      <TextAreaField
        label={t('description')}
        hint={t('descriptionHint')}
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={server.fieldErrors.description}
        maxLength={500}
        rows={2}
      />
      <fieldset className={styles.fieldset}>
        <legend>
          {intl.formatMessage({ id: 'admin.content.meta.schedule' }, { zone: shops[shop].timeZone })}
        </legend>
        <div className={styles.row}>
          <TextField
            type="datetime-local"
            label={t('publishAt')}
            hint={t('publishAtHint')}
            value={values.publishAt}
            onChange={(event) => change('publishAt', event.target.value)}
            error={server.fieldErrors.publishAt}
          />
          <TextField
            type="datetime-local"
            label={t('unpublishAt')}
            hint={t('unpublishAtHint')}
            value={values.unpublishAt}
            onChange={(event) => change('unpublishAt', event.target.value)}
            error={server.fieldErrors.unpublishAt}
          />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
