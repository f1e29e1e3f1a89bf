// `shared-ui/orders`: an order's detail as the customer sees it (the cart's order status page, the
// account's order page). An entry of its own (not the boot-time 'shared-ui' singleton), so only
// the remotes that show an order carry it.
export { OrderDetailView, type OrderDetailViewProps, pickupTimeFormat } from './order-detail.tsx';
export { Fact, Facts } from './order-facts.tsx';
export { numericCell, OrderTable } from './order-table.tsx';
