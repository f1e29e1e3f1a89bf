// `shared-ui/lookup-form`: the number-and-e-mail form that finds a buyout, a repair or an order.
// An entry of its own (not the boot-time 'shared-ui' singleton), so only those pages carry it.
export { LookupForm, type LookupFormProps, type LookupValues } from './lookup-form.tsx';
