import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'shared-ui';
import { CachePurgeDialog } from './cache-purge-dialog.tsx';

/** Opens the cache purge dialog; the staff frame shows it in its navigation. */
export function CachePurgeButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'admin.cache.open' })}
      </Button>
      <CachePurgeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
