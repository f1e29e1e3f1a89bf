import { use, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import type { z } from 'zod';
import type { TabPatches, TabPath } from './product-detail-api.ts';
import { TabDraftsContext } from './tab-drafts.ts';
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
 * An unsaved draft is kept by the page (tab-drafts.ts) while the tab is hidden or remounted.
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
  const drafts = use(TabDraftsContext);
  const [draft, setDraft] = useState(
    () => (drafts?.get(options.path) as Draft | undefined) ?? options.initial,
  );
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(options.initial);
  const saving = useTabSave(options.id, options.path);
  useEffect(() => {
    drafts?.set(options.path, dirty ? draft : undefined);
  }, [drafts, options.path, dirty, draft]);
  const submit = () => {
    const parsed = options.schema.safeParse(options.toBody(draft, options.version));
    if (!parsed.success) {
      setClientErrors(formErrorsOfIssues(parsed.error.issues, intl.locale as Locale));
      return;
    }
    setClientErrors({});
    void saving.save(parsed.data).then((saved) => {
      if (saved) drafts?.set(options.path, undefined);
    });
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
