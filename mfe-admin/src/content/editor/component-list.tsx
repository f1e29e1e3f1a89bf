import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentComponent, ContentPageDetail } from 'shared-domain/contracts/admin-content-pages.ts';
import { componentTypes } from 'shared-domain/contracts/content-components.ts';
import { Alert, Button, ConfirmDialog, SelectField, useApiErrorMessage } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../content.module.css';
import {
  useAddContentComponentMutation,
  useMoveContentComponentMutation,
  useRemoveContentComponentMutation,
} from '../content-api.ts';
import { componentTypeName, isComponentType } from '../content-labels.ts';
import { ComponentParamsEditor } from '../params/component-params-editor.tsx';

/** The page's components in order: add one by type, move up or down, remove (confirmed), edit params. */
export function ComponentList({ page }: { page: ContentPageDetail }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const t = (key: IdUnder<'admin.content.components.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.content.components.${key}` }, values);
  const typeName = (type: string) =>
    isComponentType(type) ? intl.formatMessage({ id: componentTypeName[type] }) : type;
  const [type, setType] = useState<string>('text');
  const [removing, setRemoving] = useState<ContentComponent | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [add, adding] = useAddContentComponentMutation();
  const [move] = useMoveContentComponentMutation();
  const [remove, removal] = useRemoveContentComponentMutation();

  async function attempt(action: () => Promise<unknown>) {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <section aria-labelledby="content-components-heading" className={styles.form}>
      <h2 id="content-components-heading">{t('title')}</h2>
      {failure ? <Alert tone="error">{describe(failure)}</Alert> : null}
      {page.components.length === 0 && <p>{t('empty')}</p>}
      <ol className={styles.components}>
        {page.components.map((component, index) => (
          <li key={component.id} className={styles.component}>
            <div className={styles.componentHeader}>
              <h3>{t('heading', { number: index + 1, type: typeName(component.type) })}</h3>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={index === 0}
                  aria-label={t('moveUp', { number: index + 1 })}
                  onClick={() =>
                    void attempt(() =>
                      move({ id: page.id, componentId: component.id, position: index - 1 }).unwrap(),
                    )
                  }
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={index === page.components.length - 1}
                  aria-label={t('moveDown', { number: index + 1 })}
                  onClick={() =>
                    void attempt(() =>
                      move({ id: page.id, componentId: component.id, position: index + 1 }).unwrap(),
                    )
                  }
                >
                  ↓
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('remove', { number: index + 1 })}
                  onClick={() => setRemoving(component)}
                >
                  {t('removeShort')}
                </Button>
              </div>
            </div>
            <ComponentParamsEditor componentId={component.id} />
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <SelectField
          label={t('type')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={componentTypes.map((value) => ({ value, label: typeName(value) }))}
        />
        <Button
          loading={adding.isLoading}
          onClick={() => void attempt(() => add({ id: page.id, type }).unwrap())}
        >
          {t('add')}
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle')}
        confirmLabel={t('removeShort')}
        destructive
        busy={removal.isLoading}
        onConfirm={() =>
          void attempt(async () => {
            if (removing) await remove({ id: page.id, componentId: removing.id }).unwrap();
            setRemoving(null);
          })
        }
        onCancel={() => setRemoving(null)}
      >
        <p>{removing ? t('removeText', { type: typeName(removing.type) }) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
