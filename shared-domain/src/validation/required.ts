import type { ValidationCode } from './validation-code.ts';

/**
 * The only validator that rejects empty input. Every other validator lets '' through, so an optional
 * field can use them directly and a required one composes `validateRequired` first.
 */
export function validateRequired(value: unknown): ValidationCode | null {
  if (value === null || value === undefined) return 'required';
  if (typeof value === 'string' && value.trim() === '') return 'required';
  if (Array.isArray(value) && value.length === 0) return 'required';
  if (typeof value === 'number' && Number.isNaN(value)) return 'required';
  return null;
}
