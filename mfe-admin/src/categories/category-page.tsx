import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryMove, CategoryTreeNode } from 'shared-domain/contracts/staff.ts';
import {
  Button,
  EmptyState,
  LoadError,
  PageLayout,
  SkeletonText,
  Tabs,
  useApiErrorMessage,
  useNavigate,
  useParams,
  useShop,
  useToast,
} from 'shared-ui';
import { adminEntityPath, adminPath } from '../admin-paths.ts';
import { HistoryTab } from '../history/history-tab.tsx';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './categories.module.css';
import { useGetCategoryQuery, useGetCategoryTreeQuery, useMoveCategoryMutation } from './categories-api.ts';
import { CategoryForm } from './category-form.tsx';
import { CategoryTree } from './category-tree.tsx';

/** The id of the URL, or null when it cannot be one (the api's ids are positive 32-bit integers). */
function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A new category being added: under this parent (null: a root). */
type Adding = { parentId: number | null } | null;

/** /admin/kategorie(/:id): the tree beside the detail of the category chosen in it. */
export function CategoryPage() {
  const intl = useIntl();
  const { shop } = useShop();
  const navigate = useNavigate();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const selectedId = parseId(useParams().id);
  const tree = useGetCategoryTreeQuery();
  const [moveCategory] = useMoveCategoryMutation();
  const [adding, setAdding] = useState<Adding>(null);
  const t = (key: IdUnder<'admin.categories.'>) => intl.formatMessage({ id: `admin.categories.${key}` });
  const open = (id: number) => {
    setAdding(null);
    navigate(adminEntityPath(shop, 'categories', id));
  };

  async function move(node: CategoryTreeNode, where: Omit<CategoryMove, 'version'>) {
    try {
      await moveCategory({ id: node.id, move: where }).unwrap();
    } catch (error) {
      toast.show({ tone: 'error', message: describe(error) });
      throw error;
    }
  }

  let treeContent = <SkeletonText lines={8} />;
  if (tree.data && tree.data.length === 0) {
    treeContent = (
      <EmptyState title={t('empty.title')} headingLevel={3}>
        {t('empty.body')}
      </EmptyState>
    );
  } else if (tree.data) {
    treeContent = <CategoryTree nodes={tree.data} selectedId={selectedId} onOpen={open} onMove={move} />;
  } else if (tree.error && !tree.isFetching) {
    treeContent = <LoadError error={tree.error} onRetry={tree.refetch} title={t('loadError')} />;
  }

  let detail = <p className={styles.placeholder}>{t('detail.choose')}</p>;
  if (adding) {
    detail = (
      <CategoryForm
        key={`new-${adding.parentId}`}
        category={null}
        parentId={adding.parentId}
        onSaved={(saved) => open(saved.id)}
      />
    );
  } else if (selectedId !== null) {
    detail = (
      <CategoryDetailPanel
        id={selectedId}
        onAddChild={() => setAdding({ parentId: selectedId })}
        onDeleted={() => navigate(adminPath(shop, 'categories'))}
      />
    );
  }

  return (
    <PageLayout title={t('title')} busy={tree.isFetching}>
      <div className={styles.layout}>
        <section className={styles.treePane} aria-label={t('tree.label')}>
          <div className={styles.toolbar}>
            <Button size="small" variant="secondary" onClick={() => setAdding({ parentId: null })}>
              {t('addRoot')}
            </Button>
          </div>
          {treeContent}
        </section>
        <section className={styles.detailPane} aria-label={t('detail.label')}>
          {detail}
        </section>
      </div>
    </PageLayout>
  );
}

interface CategoryDetailPanelProps {
  id: number;
  onAddChild: () => void;
  onDeleted: () => void;
}

/** The chosen category: its form (Údaje) and its History, as the shared Tabs. */
function CategoryDetailPanel({ id, onAddChild, onDeleted }: CategoryDetailPanelProps) {
  const intl = useIntl();
  const t = (key: IdUnder<'admin.categories.'>) => intl.formatMessage({ id: `admin.categories.${key}` });
  const { currentData, error, isFetching, refetch } = useGetCategoryQuery(id);
  if (!currentData) {
    if (error && !isFetching)
      return <LoadError error={error} onRetry={refetch} title={t('detail.loadError')} />;
    return <SkeletonText lines={6} />;
  }
  return (
    <div>
      <div className={styles.toolbar}>
        <Button size="small" variant="secondary" onClick={onAddChild}>
          {t('addChild')}
        </Button>
      </div>
      <Tabs
        id="category-detail"
        label={t('detail.tabs')}
        tabs={[
          {
            id: 'data',
            label: t('tab.data'),
            content: (
              <CategoryForm
                key={`${currentData.id}-${currentData.version}`}
                category={currentData}
                onSaved={() => undefined}
                onDeleted={onDeleted}
                onReload={refetch}
              />
            ),
          },
          {
            id: 'history',
            label: t('tab.history'),
            content: <HistoryTab entity="category" entityId={currentData.id} />,
          },
        ]}
      />
    </div>
  );
}
