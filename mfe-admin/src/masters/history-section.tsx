import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HistoryTab } from '../history/history-tab.tsx';

/** An entity's History, folded away; loaded only once opened. */
export function HistorySection({ entity, entityId }: { entity: string; entityId: number }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{intl.formatMessage({ id: 'admin.masters.history' })}</summary>
      {open && <HistoryTab entity={entity} entityId={entityId} />}
    </details>
  );
}
