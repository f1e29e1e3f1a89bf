// Finish order empties the cart it ordered from with this (issue 5): items, services, discounts.
export { clearCart } from './cart-repository.ts';
