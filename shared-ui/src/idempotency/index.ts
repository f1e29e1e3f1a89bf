// `shared-ui/idempotency`: one Idempotency-Key per form attempt, for the forms that create
// something (the order, the repair booking), and sending it again while the api gave no answer.
// An entry of its own, off the boot path.
export { newIdempotencyKey, useIdempotencyKey } from './idempotency-key.ts';
export { RESEND_DELAYS_MS, sendUntilAnswered } from './send-until-answered.ts';
