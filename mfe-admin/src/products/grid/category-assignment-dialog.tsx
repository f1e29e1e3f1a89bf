import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryAssignment, JobRun } from 'shared-domain';
import { Alert, Button, CheckboxField, Dialog, TextField, useAppDispatch, useToast } from 'shared-ui';
import type { GridSelection } from 'shared-ui/data-grid';
import type { IdUnder } from '../../messages/message-ids.ts';
import { JobProgress } from '../../tasks/job-progress.tsx';
import styles from './product-grid.module.css';
import {
  type AssignmentAction,
  refreshProductGrid,
  useAssignProductCategoriesMutation,
  useGetProductGridCategoriesQuery,
} from './product-grid-api.ts';
import { masterProductIdsOf } from './product-row-key.ts';

const PICKER_LIMIT = 100;

export interface CategoryAssignmentDialogProps {
  action: AssignmentAction | null;
  selection: GridSelection;
  /** The grid's filters: "all N matching" sends them for the api to resolve. */
  filters: Record<string, string>;
  onClose: () => void;
  /** The assignment is done (in the request, or its job finished): the selection is spent. */
  onAssigned: () => void;
}

function assignmentOf(
  selection: GridSelection,
  filters: Record<string, string>,
  categoryIds: number[],
): CategoryAssignment {
  if (selection.kind === 'allMatching') {
    const filter = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    // The api validates the filter as it validates the grid's query string.
    return { filter, typeCategoryIds: categoryIds } as CategoryAssignment;
  }
  return { masterProductIds: masterProductIdsOf(selection.ids), typeCategoryIds: categoryIds };
}

/** "Přiřadit kategorie" / "Odebrat kategorie": choose categories for the selected products. */
export function CategoryAssignmentDialog({
  action,
  selection,
  filters,
  onClose,
  onAssigned,
}: CategoryAssignmentDialogProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.products.assign.'>) =>
    intl.formatMessage({ id: `admin.products.assign.${id}` });
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const [warning, setWarning] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { data: categories, isError: categoriesFailed } = useGetProductGridCategoriesQuery();
  const [assign, { isLoading: sending }] = useAssignProductCategoriesMutation();
  const nothingSelected = selection.kind === 'ids' && selection.ids.length === 0;

  const shown = useMemo(() => {
    const term = search.trim().toLocaleLowerCase();
    const all = categories?.categories ?? [];
    const matching = term ? all.filter((category) => category.path.toLocaleLowerCase().includes(term)) : all;
    return matching.slice(0, PICKER_LIMIT);
  }, [categories, search]);

  const close = () => {
    setChosen([]);
    setSearch('');
    setWarning(false);
    setJobId(null);
    setFailed(false);
    onClose();
  };
  const succeeded = () => {
    toast.show({ tone: 'success', message: t('saved') });
    onAssigned();
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if (nothingSelected || chosen.length === 0 || !action) {
      setWarning(true);
      return;
    }
    setWarning(false);
    try {
      const result = await assign({ action, assignment: assignmentOf(selection, filters, chosen) }).unwrap();
      if ('jobId' in result) setJobId(result.jobId);
      else succeeded();
    } catch {
      setFailed(true);
    }
  };
  const jobDone = (job: JobRun) => {
    dispatch(refreshProductGrid());
    if (job.status === 'done') succeeded();
    else setFailed(true);
  };

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((chosenId) => chosenId !== id)));

  return (
    <Dialog
      open={action !== null}
      onClose={close}
      title={action === 'remove' ? t('removeTitle') : t('addTitle')}
      footer={
        jobId ? (
          <Button variant="secondary" onClick={close}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" form="category-assignment" disabled={sending}>
              {sending ? t('saving') : action === 'remove' ? t('removeSubmit') : t('addSubmit')}
            </Button>
          </>
        )
      }
    >
      {warning && <Alert tone="warning">{t('nothingChosen')}</Alert>}
      {failed && <Alert tone="error">{t('failed')}</Alert>}
      {jobId ? (
        <JobProgress jobId={jobId} onDone={jobDone} />
      ) : (
        <form id="category-assignment" onSubmit={submit} noValidate>
          <p>
            {selection.kind === 'allMatching'
              ? t('forAllMatching')
              : intl.formatMessage(
                  { id: 'admin.products.assign.forSelected' },
                  { count: selection.ids.length },
                )}
          </p>
          {categoriesFailed && <Alert tone="error">{t('categoriesFailed')}</Alert>}
          <TextField
            label={t('search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <fieldset className={styles.picker}>
            <legend>{t('categories')}</legend>
            {shown.map((category) => (
              <CheckboxField
                key={category.id}
                label={category.path}
                checked={chosen.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
            ))}
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}
