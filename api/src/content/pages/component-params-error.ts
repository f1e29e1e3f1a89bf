import type { Locale } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { fieldErrorsOf } from '../../platform/http/field-errors.ts';

// "Can't save component parameters": params its type's schema refuses, or a stale
// version, answer 400 with this message and the field errors under `params` (a stale version
// under `version`), written in the shop's language by the central handler.

export class ComponentParamsError extends AppError {
  private readonly issues: readonly z.core.$ZodIssue[];
  private readonly stale: boolean;

  constructor(issues: readonly z.core.$ZodIssue[], stale = false) {
    super('validation', 'component_params_invalid', 400, 'component_params_invalid');
    this.issues = issues;
    this.stale = stale;
  }

  override localized(locale: Locale): AppError {
    const errors = this.stale
      ? { params: { version: [apiErrorMessages[locale].version_conflict] } }
      : fieldErrorsOf(this.issues, 'params', locale);
    return new AppError(
      this.type,
      this.code,
      this.status,
      apiErrorMessages[locale].component_params_invalid,
      errors,
    );
  }
}
