import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffContentMenu } from 'shared-domain/contracts/admin-content-pages.ts';
import {
  type ContentMenuItem,
  type ContentMenuName,
  contentMenuNames,
} from 'shared-domain/contracts/content-pages.ts';
import { Button, FormError, LoadError, PageLayout, SkeletonText, TextField, useToast } from 'shared-ui';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import { useGetContentMenuQuery, useSetContentMenuMutation } from '../content-api.ts';
import { menuName } from '../content-labels.ts';

/** /admin/menu: the footer's links and the megamenu's extra links of the shop. */
export function ContentMenusPage() {
  const intl = useIntl();
  const t = (key: IdUnder<'admin.content.menus.'>) =>
    intl.formatMessage({ id: `admin.content.menus.${key}` });
  return (
    <PageLayout title={t('title')} lead={t('lead')}>
      {contentMenuNames.map((menu) => (
        <MenuSection key={menu} menu={menu} />
      ))}
    </PageLayout>
  );
}

function MenuSection({ menu }: { menu: ContentMenuName }) {
  const intl = useIntl();
  const { currentData, error, refetch } = useGetContentMenuQuery(menu);
  const heading = intl.formatMessage({ id: menuName[menu] });
  return (
    <section aria-label={heading} className={styles.form}>
      <h2>{heading}</h2>
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !currentData ? (
        <SkeletonText lines={4} />
      ) : (
        <MenuForm key={currentData.version} saved={currentData} />
      )}
    </section>
  );
}

function MenuForm({ saved }: { saved: StaffContentMenu }) {
  const intl = useIntl();
  const toast = useToast();
  const t = (key: IdUnder<'admin.content.menus.'>, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.content.menus.${key}` }, values);
  const [items, setItems] = useState<ContentMenuItem[]>(saved.items);
  const server = useServerFieldErrors();
  const [save, { isLoading }] = useSetContentMenuMutation();
  const setItem = (index: number, item: ContentMenuItem) =>
    setItems((current) => current.map((old, at) => (at === index ? item : old)));
  const moveItem = (index: number, by: number) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    try {
      await save({
        menu: saved.menu,
        version: saved.version,
        items: items.map((item) => ({ label: item.label.trim(), link: item.link.trim() })),
      }).unwrap();
      toast.show({ tone: 'success', message: t('saved') });
    } catch (error) {
      server.setFromError(error);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError message={server.formError ?? undefined} title={t('failed')} />
      {items.length === 0 && <p>{t('empty')}</p>}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links are edited in place; their place is their identity.
        <fieldset key={index} className={styles.fieldset}>
          <legend>{t('item', { number: index + 1 })}</legend>
          <div className={styles.row}>
            <TextField
              label={t('label')}
              value={item.label}
              onChange={(event) => setItem(index, { ...item, label: event.target.value })}
              error={server.fieldErrors[`items.${index}.label`]}
              required
            />
            <TextField
              label={t('link')}
              hint={t('linkHint')}
              value={item.link}
              onChange={(event) => setItem(index, { ...item, link: event.target.value })}
              error={server.fieldErrors[`items.${index}.link`]}
              required
            />
          </div>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              disabled={index === 0}
              aria-label={t('moveUp', { number: index + 1 })}
              onClick={() => moveItem(index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="secondary"
              size="small"
              disabled={index === items.length - 1}
              aria-label={t('moveDown', { number: index + 1 })}
              onClick={() => moveItem(index, 1)}
            >
              ↓
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => setItems((current) => current.filter((_, at) => at !== index))}
            >
              {t('remove', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => setItems((current) => [...current, { label: '', link: '/info/' }])}
        >
          {t('add')}
        </Button>
        <Button type="submit" loading={isLoading}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
