import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'shared-ui';
import styles from './data-grid.module.css';

export interface ChoosableColumn {
  id: string;
  header: string;
  visible: boolean;
}

/** A button opening a list of checkboxes, one per column the user may hide. */
export function ColumnChooser({
  columns,
  onToggle,
}: {
  columns: readonly ChoosableColumn[];
  onToggle: (id: string, visible: boolean) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes from anywhere in the panel and gives the focus back to the button.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.chooser}>
      <Button
        ref={button}
        variant="secondary"
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage({ id: 'ui.dataGrid.columns' })}
      </Button>
      <fieldset id={panelId} hidden={!open} className={styles.chooserPanel}>
        <legend className={styles.chooserLegend}>
          {intl.formatMessage({ id: 'ui.dataGrid.columnsLegend' })}
        </legend>
        {columns.map((column) => (
          <label key={column.id} className={styles.chooserOption}>
            <input
              type="checkbox"
              checked={column.visible}
              onChange={(event) => onToggle(column.id, event.target.checked)}
            />
            {column.header}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
