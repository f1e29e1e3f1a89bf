import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AttributeDefinition, AttributeGroup } from 'shared-domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  LoadError,
  PageLayout,
  SkeletonText,
  useApiErrorMessage,
  useToast,
  visuallyHidden,
} from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import {
  useDeleteAttributeGroupMutation,
  useDeleteAttributeMutation,
  useGetAttributeTreeQuery,
  useReorderAttributeGroupsMutation,
  useReorderAttributesMutation,
} from '../master-data-api.ts';
import styles from '../masters.module.css';
import { AttributeFormDialog } from './attribute-form-dialog.tsx';
import { attributeTypeName } from './attribute-type-labels.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';

type Editing =
  | { kind: 'group'; group?: AttributeGroup }
  | { kind: 'attribute'; attribute: AttributeDefinition }
  | { kind: 'new-attribute'; groupId: number };
type Deleting =
  | { kind: 'group'; group: AttributeGroup }
  | { kind: 'attribute'; attribute: AttributeDefinition };

/** The ids with the one at `index` swapped with its neighbour `by` places away. */
function moved<T extends { id: number }>(items: T[], index: number, by: -1 | 1): number[] {
  const ids = items.map((item) => item.id);
  [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
  return ids;
}

/** /admin/atributy: attribute groups and their attributes; add, edit, reorder, delete. */
export function AttributesPage() {
  const intl = useIntl();
  const toast = useToast();
  const describeError = useApiErrorMessage();
  const t = (id: IdUnder<'admin.masters.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.masters.${id}` }, values);
  const { data, error, isLoading, refetch } = useGetAttributeTreeQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteGroup, groupDeletion] = useDeleteAttributeGroupMutation();
  const [deleteAttribute, attributeDeletion] = useDeleteAttributeMutation();
  const [reorderGroups] = useReorderAttributeGroupsMutation();
  const [reorderAttributes] = useReorderAttributesMutation();
  const groups = data?.groups ?? [];

  async function run(action: () => Promise<unknown>, success: IdUnder<'admin.masters.'>) {
    setFailure(null);
    try {
      await action();
      toast.show({ message: t(success), tone: 'success' });
    } catch (caught) {
      setFailure(describeError(caught));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    await run(
      () =>
        target.kind === 'group'
          ? deleteGroup(target.group.id).unwrap()
          : // The dialog named the values that go too: confirming it is the consent to delete them.
            deleteAttribute({
              id: target.attribute.id,
              deleteValues: target.attribute.valueCount > 0,
            }).unwrap(),
      'deleted',
    );
  }

  return (
    <PageLayout title={t('attributes.title')} lead={t('attributes.lead')}>
      <div className={styles.actions}>
        <Button onClick={() => setEditing({ kind: 'group' })}>{t('attributes.newGroup')}</Button>
      </div>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {isLoading && <SkeletonText lines={6} />}
      {error && !data && <LoadError error={error} onRetry={refetch} title={t('attributes.loadError')} />}
      {data && groups.length === 0 && <EmptyState title={t('attributes.empty')} />}
      {groups.map((group, groupIndex) => (
        <section key={group.id} className={styles.group} aria-labelledby={`attribute-group-${group.id}`}>
          <div className={styles.groupHeader}>
            <h2 id={`attribute-group-${group.id}`}>
              {group.name} <span className={styles.code}>{group.code}</span>
            </h2>
            <Button
              size="small"
              variant="ghost"
              disabled={groupIndex === 0}
              aria-label={t('moveUp', { name: group.name })}
              onClick={() => run(() => reorderGroups(moved(groups, groupIndex, -1)).unwrap(), 'saved')}
            >
              ↑
            </Button>
            <Button
              size="small"
              variant="ghost"
              disabled={groupIndex === groups.length - 1}
              aria-label={t('moveDown', { name: group.name })}
              onClick={() => run(() => reorderGroups(moved(groups, groupIndex, 1)).unwrap(), 'saved')}
            >
              ↓
            </Button>
            <Button size="small" variant="secondary" onClick={() => setEditing({ kind: 'group', group })}>
              {t('attributes.editGroup')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              onClick={() => setEditing({ kind: 'new-attribute', groupId: group.id })}
            >
              {t('attributes.newAttribute', { name: group.name })}
            </Button>
            <Button size="small" variant="danger" onClick={() => setDeleting({ kind: 'group', group })}>
              {t('attributes.deleteGroup', { name: group.name })}
            </Button>
          </div>
          {group.attributes.length === 0 ? (
            <p>{t('attributes.groupEmpty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('attributes.name')}</th>
                  <th scope="col">{t('attributes.code')}</th>
                  <th scope="col">{t('attributes.type')}</th>
                  <th scope="col">{t('attributes.unit')}</th>
                  <th scope="col">{t('attributes.choices')}</th>
                  <th scope="col">
                    <span className={visuallyHidden}>{t('edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.attributes.map((attribute, index) => (
                  <tr key={attribute.id}>
                    <th scope="row">
                      {attribute.name}{' '}
                      {attribute.isFilter && (
                        <span className={styles.badge}>{t('attributes.filterBadge')}</span>
                      )}
                      <div className={styles.code}>
                        {t('attributes.valueCount', { count: attribute.valueCount })}
                      </div>
                    </th>
                    <td className={styles.code}>{attribute.code}</td>
                    <td>{intl.formatMessage({ id: attributeTypeName[attribute.valueType] })}</td>
                    <td>{attribute.unit}</td>
                    <td>{attribute.choices.map((choice) => choice.name).join(', ')}</td>
                    <td>
                      <div className={styles.rowActions}>
                        <Button
                          size="small"
                          variant="ghost"
                          disabled={index === 0}
                          aria-label={t('moveUp', { name: attribute.name })}
                          onClick={() =>
                            run(
                              () =>
                                reorderAttributes({
                                  groupId: group.id,
                                  ids: moved(group.attributes, index, -1),
                                }).unwrap(),
                              'saved',
                            )
                          }
                        >
                          ↑
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          disabled={index === group.attributes.length - 1}
                          aria-label={t('moveDown', { name: attribute.name })}
                          onClick={() =>
                            run(
                              () =>
                                reorderAttributes({
                                  groupId: group.id,
                                  ids: moved(group.attributes, index, 1),
                                }).unwrap(),
                              'saved',
                            )
                          }
                        >
                          ↓
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => setEditing({ kind: 'attribute', attribute })}
                        >
                          {t('attributes.editAttribute', { name: attribute.name })}
                        </Button>
                        <Button
                          size="small"
                          variant="danger"
                          onClick={() => setDeleting({ kind: 'attribute', attribute })}
                        >
                          {t('attributes.deleteAttribute', { name: attribute.name })}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      {editing?.kind === 'group' && (
        <GroupFormDialog group={editing.group} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'attribute' && (
        <AttributeFormDialog
          groups={groups}
          editing={{ attribute: editing.attribute }}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'new-attribute' && (
        <AttributeFormDialog
          groups={groups}
          editing={{ groupId: editing.groupId }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        busy={groupDeletion.isLoading || attributeDeletion.isLoading}
        title={
          deleting?.kind === 'group'
            ? t('attributes.confirmDeleteGroup', { name: deleting.group.name })
            : t('attributes.confirmDelete', { name: deleting?.attribute.name ?? '' })
        }
        confirmLabel={t('delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.kind === 'attribute' && deleting.attribute.valueCount > 0 && (
          <p>{t('attributes.confirmDeleteValues', { count: deleting.attribute.valueCount })}</p>
        )}
      </ConfirmDialog>
    </PageLayout>
  );
}
