import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'shared-ui';
import styles from './data-grid.module.css';
import { type GridSelection, isRowSelected, nothingSelected } from './grid-selection.ts';

/**
 * What is selected and the bulk actions. Once the whole page is ticked and more rows match, it
 * offers to select all of them ("Vybráno 50 na této stránce. Vybrat všech 1 234 odpovídajících").
 */
export function SelectionBar({
  selection,
  pageIds,
  total,
  totalIsCapped,
  onChange,
  actions,
}: {
  selection: GridSelection;
  pageIds: readonly string[];
  total: number;
  /** The count stopped at `total`: acting on "all matching" would act on rows nobody counted. */
  totalIsCapped: boolean;
  onChange: (selection: GridSelection) => void;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => isRowSelected(selection, id));
  let text: string | null = null;
  let offer: ReactNode = null;
  if (selection.kind === 'allMatching') {
    text = intl.formatMessage({ id: 'ui.dataGrid.allMatchingSelected' }, { total });
  } else if (pageSelected && total > pageIds.length && selection.ids.length === pageIds.length) {
    text = intl.formatMessage({ id: 'ui.dataGrid.pageSelected' }, { count: pageIds.length });
    offer = totalIsCapped ? null : (
      <Button variant="ghost" size="small" onClick={() => onChange({ kind: 'allMatching' })}>
        {intl.formatMessage({ id: 'ui.dataGrid.selectAllMatching' }, { total })}
      </Button>
    );
  } else if (selection.ids.length > 0) {
    text = intl.formatMessage({ id: 'ui.dataGrid.someSelected' }, { count: selection.ids.length });
  }
  return (
    // Always in the page, so the live region announces the change when a selection appears.
    <div className={text ? styles.selectionBar : undefined} aria-live="polite">
      {text && (
        <>
          <span>{text}</span>
          {offer}
          <Button variant="ghost" size="small" onClick={() => onChange(nothingSelected)}>
            {intl.formatMessage({ id: 'ui.dataGrid.clearSelection' })}
          </Button>
          {actions && <span className={styles.bulkActions}>{actions}</span>}
        </>
      )}
    </div>
  );
}
