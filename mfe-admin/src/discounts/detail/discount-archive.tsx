import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountDetail } from 'shared-domain';
import { Alert, Button, ConfirmDialog, useApiErrorMessage, useToast } from 'shared-ui';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../discounts.module.css';
import { useSetDiscountArchivedMutation } from '../discounts-api.ts';

/** Archive the discount, or cancel its archiving, each asked first. */
export function DiscountArchive({ discount }: { discount: DiscountDetail }) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const headingId = useId();
  const [setArchived, { isLoading }] = useSetDiscountArchivedMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const archived = discount.archivedAt !== null;
  const action = archived ? 'unarchive' : 'archive';
  const t = (key: IdUnder<'admin.discount.'>) =>
    intl.formatMessage({ id: `admin.discount.${key}` }, { title: discount.title });

  async function confirm() {
    setFailure(null);
    try {
      await setArchived({ id: discount.id, archived: !archived }).unwrap();
      toast.show({ tone: 'success', message: t(`${action}.done`) });
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('archive.title')}</h2>
      {archived ? <p className={styles.muted}>{t('archivedNotice')}</p> : null}
      {failure ? (
        <Alert tone="error" title={t('archive.failed')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Button variant={archived ? 'secondary' : 'danger'} onClick={() => setAsking(true)}>
        {t(`${action}.button`)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(`${action}.confirmTitle`)}
        confirmLabel={t(`${action}.confirm`)}
        cancelLabel={t('archive.keep')}
        destructive={!archived}
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        <p>{t(`${action}.text`)}</p>
      </ConfirmDialog>
    </section>
  );
}
