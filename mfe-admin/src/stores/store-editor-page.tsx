import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { type StoreService, type Weekday, weekdays } from 'shared-domain';
import type { AdminStore, AdminStoreInput } from 'shared-domain/contracts/admin-stores.ts';
import {
  Button,
  CheckboxField,
  FormError,
  Link,
  LoadError,
  PageLayout,
  Skeleton,
  TextAreaField,
  TextField,
  useParams,
  useShop,
  useToast,
} from 'shared-ui';
import { adminPath } from '../admin-paths.ts';
import styles from '../articles/articles-admin.module.css';
import { useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { storeServiceName } from './store-labels.ts';
import { useGetAdminStoresQuery, useUpdateStoreMutation } from './stores-admin-api.ts';

const services: readonly StoreService[] = ['sale', 'buyout', 'service'];
type Exception = AdminStoreInput['exceptions'][number];
/** A row of the exceptions editor: the exception and a key that stays with it while rows come and go. */
type ExceptionRow = Exception & { key: number };

/** /admin/prodejny/<id>: a store's hours, holiday exceptions, services, photo and contacts. */
export function StoreEditorPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useGetAdminStoresQuery();
  const store = data?.items.find((item) => item.id === id);
  const t = (key: IdUnder<'admin.stores.'>) => intl.formatMessage({ id: `admin.stores.${key}` });
  return (
    <PageLayout title={store?.name ?? t('title')}>
      <Link to={adminPath(shop, 'stores')}>{t('back')}</Link>
      {isLoading ? (
        <Skeleton variant="rect" height="30rem" />
      ) : error || !store ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <StoreForm key={store.id} store={store} />
      )}
    </PageLayout>
  );
}

function StoreForm({ store }: { store: AdminStore }) {
  const intl = useIntl();
  const toast = useToast();
  const t = (key: IdUnder<'admin.stores.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.stores.${key}` }, values);
  const dayName = (day: Weekday) =>
    new Intl.DateTimeFormat(intl.locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day))),
    );
  const [hours, setHours] = useState(() =>
    weekdays.map((day) => {
      const entry = store.openingHours.find((row) => row.day === day);
      return { day, open: Boolean(entry), opens: entry?.opens ?? '09:00', closes: entry?.closes ?? '18:00' };
    }),
  );
  const [exceptions, setExceptions] = useState<ExceptionRow[]>(() =>
    store.exceptions.map((row, key) => ({ ...row, key })),
  );
  const [nextKey, setNextKey] = useState(store.exceptions.length);
  const [chosen, setChosen] = useState<StoreService[]>(store.services);
  const [email, setEmail] = useState(store.email ?? '');
  const [photoUrl, setPhotoUrl] = useState(store.photoUrl ?? '');
  const [description, setDescription] = useState(store.description);
  const server = useServerFieldErrors();
  const [save, saving] = useUpdateStoreMutation();
  const errors = server.fieldErrors;

  const setDay = (index: number, patch: Partial<(typeof hours)[number]>) =>
    setHours((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const setException = (index: number, patch: Partial<Exception>) =>
    setExceptions((rows) => rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    const body: AdminStoreInput = {
      openingHours: hours.filter((row) => row.open).map(({ day, opens, closes }) => ({ day, opens, closes })),
      exceptions: exceptions.map(({ key: _key, ...row }) => ({ ...row, note: row.note?.trim() || null })),
      services: services.filter((service) => chosen.includes(service)),
      photoUrl: photoUrl.trim() || null,
      email: email.trim() || null,
      description: description.trim(),
    };
    try {
      await save({ id: store.id, body }).unwrap();
      toast.show({ tone: 'success', message: t('saved') });
    } catch (error) {
      server.setFromError(error);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('form')}>
      <FormError message={server.formError ?? undefined} title={t('failed')} />
      <fieldset>
        <legend>{t('services')}</legend>
        {services.map((service) => (
          <CheckboxField
            key={service}
            label={intl.formatMessage({ id: storeServiceName[service] })}
            checked={chosen.includes(service)}
            onChange={(event) =>
              setChosen((current) =>
                event.target.checked ? [...current, service] : current.filter((item) => item !== service),
              )
            }
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('hours')}</legend>
        {errors.openingHours && <p role="alert">{errors.openingHours}</p>}
        {hours.map((row, index) => (
          <div key={row.day} className={styles.row}>
            <CheckboxField
              label={t('openOn', { day: dayName(row.day) })}
              checked={row.open}
              onChange={(event) => setDay(index, { open: event.target.checked })}
            />
            <TextField
              type="time"
              label={t('opens', { day: dayName(row.day) })}
              value={row.opens}
              disabled={!row.open}
              onChange={(event) => setDay(index, { opens: event.target.value })}
            />
            <TextField
              type="time"
              label={t('closes', { day: dayName(row.day) })}
              value={row.closes}
              disabled={!row.open}
              onChange={(event) => setDay(index, { closes: event.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('exceptions')}</legend>
        {exceptions.map((row, index) => (
          <div key={row.key} className={styles.row}>
            <TextField
              type="date"
              label={t('exception.date', { n: index + 1 })}
              value={row.date}
              onChange={(event) => setException(index, { date: event.target.value })}
              error={errors[`exceptions.${index}.date`]}
            />
            <CheckboxField
              label={t('exception.closed', { n: index + 1 })}
              checked={row.closed}
              onChange={(event) =>
                setException(
                  index,
                  event.target.checked
                    ? { closed: true, opens: null, closes: null }
                    : { closed: false, opens: '09:00', closes: '14:00' },
                )
              }
            />
            <TextField
              type="time"
              label={t('exception.opens', { n: index + 1 })}
              value={row.opens ?? ''}
              disabled={row.closed}
              onChange={(event) => setException(index, { opens: event.target.value })}
            />
            <TextField
              type="time"
              label={t('exception.closes', { n: index + 1 })}
              value={row.closes ?? ''}
              disabled={row.closed}
              onChange={(event) => setException(index, { closes: event.target.value })}
              error={errors[`exceptions.${index}.closes`]}
            />
            <TextField
              label={t('exception.note', { n: index + 1 })}
              value={row.note ?? ''}
              maxLength={120}
              onChange={(event) => setException(index, { note: event.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="small"
              onClick={() => setExceptions((rows) => rows.filter((_, at) => at !== index))}
            >
              {t('exception.remove', { n: index + 1 })}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => {
            setExceptions((rows) => [
              ...rows,
              { key: nextKey, date: '', closed: true, opens: null, closes: null, note: null },
            ]);
            setNextKey((key) => key + 1);
          }}
        >
          {t('exception.add')}
        </Button>
      </fieldset>
      <div className={styles.row}>
        <TextField
          type="email"
          label={t('email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          label={t('photo')}
          hint={t('photoHint')}
          value={photoUrl}
          onChange={(event) => setPhotoUrl(event.target.value)}
          error={errors.photoUrl}
        />
      </div>
      <TextAreaField
        label={t('description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
        maxLength={2000}
        rows={4}
      />
      <div>
        <Button type="submit" loading={saving.isLoading}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
