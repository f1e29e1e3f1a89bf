// `shared-ui/idempotency`: one Idempotency-Key per form attempt, for the forms that create
// something (the order, the repair booking). An entry of its own, off the boot path.
export { newIdempotencyKey, useIdempotencyKey } from './idempotency-key.ts';
