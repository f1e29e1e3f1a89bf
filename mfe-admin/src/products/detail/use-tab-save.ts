import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from 'shared-ui';
import { type ServerFieldErrors, useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import { type TabPatches, type TabPath, useSaveMasterProductTabMutation } from './product-detail-api.ts';

export interface TabSaveState extends ServerFieldErrors {
  isSaving: boolean;
  /** Sends the tab's part; true when it was saved. */
  save: (body: TabPatches[TabPath]) => Promise<boolean>;
}

/**
 * One tab's save, the same in every tab: PATCH of its part, "Úspěšně uloženo." or "Během ukládání
 * došlo k chybě." as a toast, and a 400's messages at the fields (the input stays).
 */
export function useTabSave(id: number, path: TabPath): TabSaveState {
  const intl = useIntl();
  const toast = useToast();
  const errors = useServerFieldErrors();
  const [saveTab, { isLoading }] = useSaveMasterProductTabMutation();
  const { setFromError, clear } = errors;
  const save = useCallback(
    async (body: TabPatches[TabPath]) => {
      const result = await saveTab({ id, path, body });
      if ('error' in result) {
        setFromError(result.error);
        toast.show({ tone: 'error', message: intl.formatMessage({ id: 'admin.productDetail.saveFailed' }) });
        return false;
      }
      clear();
      toast.show({ tone: 'success', message: intl.formatMessage({ id: 'admin.productDetail.saved' }) });
      return true;
    },
    [saveTab, id, path, setFromError, clear, toast, intl],
  );
  return { ...errors, isSaving: isLoading, save };
}
