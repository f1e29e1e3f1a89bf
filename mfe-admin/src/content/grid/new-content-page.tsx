import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormError, TextField, useNavigate, useShop } from 'shared-ui';
import { adminEntityPath } from '../../admin-paths.ts';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import { useCreateContentPageMutation } from '../content-api.ts';

/** A new draft page: its address and title; the editor opens on it. */
export function NewContentPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const navigate = useNavigate();
  const id = useId();
  const t = (key: IdUnder<'admin.content.new.'>) => intl.formatMessage({ id: `admin.content.new.${key}` });
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const server = useServerFieldErrors();
  const [create, { isLoading }] = useCreateContentPageMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    try {
      const page = await create({ slug: slug.trim(), title: title.trim() }).unwrap();
      navigate(adminEntityPath(shop, 'contentPages', page.id));
    } catch (error) {
      server.setFromError(error);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('title')}</h2>
      <FormError message={server.formError ?? undefined} title={t('failed')} />
      <div className={styles.row}>
        <TextField
          label={t('pageTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={server.fieldErrors.title}
          required
          maxLength={200}
        />
        <TextField
          label={t('slug')}
          hint={t('slugHint')}
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          error={server.fieldErrors.slug}
          required
          maxLength={100}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          {t('create')}
        </Button>
      </div>
    </form>
  );
}
