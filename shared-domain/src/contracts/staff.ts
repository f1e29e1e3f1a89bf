// `shared-domain/contracts/staff.ts`: the wire contracts only staff screens and the api use (the
// admin, the warehouse, the back-office platform). Outside the shared `shared-domain/contracts`
// entry, which is one federation singleton: every storefront page that validates a form loads all
// of it, and would carry these too. Their types are on the main entry as types.
export * from './admin.ts';
export * from './admin-articles.ts';
export * from './admin-cache.ts';
export * from './admin-catalogue.ts';
export * from './admin-content-pages.ts';
export * from './admin-discounts.ts';
export * from './admin-forms.ts';
export * from './admin-imports.ts';
export * from './admin-installments.ts';
export * from './admin-invoices.ts';
export * from './admin-master-data.ts';
export * from './admin-orders.ts';
export * from './admin-product-detail.ts';
export * from './admin-products.ts';
export * from './admin-stores.ts';
export * from './admin-tasks.ts';
export * from './back-office.ts';
export * from './content-components.ts';
export * from './service-staff.ts';
export * from './service-staff-detail.ts';
export * from './staff-api-error-messages.ts';
export * from './staff-validation-messages.ts';
export * from './warehouse.ts';
