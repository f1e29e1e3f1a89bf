import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import type { z } from 'zod';
import type { TabPatches, TabPath } from './product-detail-api.ts';
import { useTabSave } from './use-tab-save.ts';

export interface TabFormState<Draft> {
  draft: Draft;
  setDraft: (next: Draft | ((previous: Draft) => Draft)) => void;
  /** The browser's own check first, then the server's, each at its field. */
  errors: FormErrors;
  formError: string | null;
  isSaving: boolean;
  submit: () => void;
}

/**
 * A tab's draft, kept until saved: it starts from the loaded product, is checked with the shared
 * contract before sending (same messages as the server's), and is sent with the product's version.
 * The page remounts the tab when the product's version changes, so a save starts a fresh draft.
 */
export function useTabForm<P extends TabPath, Draft>(options: {
  id: number;
  version: number;
  path: P;
  initial: Draft;
  schema: z.ZodType<TabPatches[P]>;
  toBody: (draft: Draft, version: number) => unknown;
}): TabFormState<Draft> {
  const intl = useIntl();
  const [draft, setDraft] = useState(options.initial);
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(options.initial);
  const saving = useTabSave(options.id, options.path, dirty);
  const submit = () => {
    const parsed = options.schema.safeParse(options.toBody(draft, options.version));
    if (!parsed.success) {
      setClientErrors(formErrorsOfIssues(parsed.error.issues, intl.locale as Locale));
      return;
    }
    setClientErrors({});
    void saving.save(parsed.data);
  };
  return {
    draft,
    setDraft,
    errors: { ...saving.fieldErrors, ...clientErrors },
    formError: saving.formError,
    isSaving: saving.isSaving,
    submit,
  };
}
