// The staff changes (non-GET operations open only to staff or the warehouse) that write the audit
// trail (audit-trail.ts), each with a test that its History shows it. audited-operations.test.ts
// walks the OpenAPI document: a staff change missing here fails it. Add yours as
// `METHOD /path/{param}` (the document's spelling) once it calls recordStaffChange.

export const auditedOperations: ReadonlySet<string> = new Set([
  // platform
  'POST /api/new/admin/uploads',
  // pages made of components and menus (content/pages/content-pages.test.ts)
  'POST /api/new/content/admin/pages',
  'PATCH /api/new/content/admin/pages/{id}',
  'POST /api/new/content/admin/pages/{id}/components',
  'DELETE /api/new/content/admin/pages/{id}/components/{componentId}',
  'POST /api/new/content/admin/pages/{id}/components/{componentId}/move',
  'PUT /api/new/content/component-params/{component_pk}/',
  'POST /api/new/content/admin/pages/{id}/publish',
  'POST /api/new/content/admin/pages/{id}/unpublish',
  'PUT /api/new/content/admin/menus/{menu}',
  // the forms inbox (inbox-routes.test.ts)
  'POST /api/new/admin/forms/submissions/{id}/handled',
  // the Tasks screen: cancel and retry a background job (job-control.test.ts)
  'POST /api/new/admin/jobs/{id}/cancel',
  'POST /api/new/admin/jobs/{id}/retry',
  // buyout, service, reviews (audit-retrofit.test.ts)
  'POST /api/new/buyout/admin/buyouts/{id}/status',
  'POST /api/new/service/admin/orders/{number}/status',
  // the repair detail's re-quote (repair-detail.test.ts)
  'POST /api/new/service/admin/orders/{number}/quote',
  'PATCH /api/new/product-reviews/admin/update/{pk}/',
  'PATCH /api/new/product-reviews/admin/approve/{pk}/',
  // catalogue admin: the category tree (category-admin.test.ts)
  'POST /api/new/catalogue/admin/categories',
  'PATCH /api/new/catalogue/admin/categories/{id}',
  'DELETE /api/new/catalogue/admin/categories/{id}',
  'PATCH /api/new/catalogue/admin/categories/{id}/move',
  // category assignment (category-assignment.test.ts)
  'POST /api/new/catalogue/admin/product-categories/add',
  'POST /api/new/catalogue/admin/product-categories/remove',
  // master products (product-admin.test.ts)
  'POST /api/new/catalogue/admin/master-products',
  'PATCH /api/new/catalogue/admin/master-products/{id}',
  'PATCH /api/new/catalogue/admin/master-products/{id}/variants',
  'PATCH /api/new/catalogue/admin/master-products/{id}/categories',
  'PATCH /api/new/catalogue/admin/master-products/{id}/stock',
  'PATCH /api/new/catalogue/admin/master-products/{id}/images',
  'PATCH /api/new/catalogue/admin/master-products/{id}/attributes',
  'PATCH /api/new/catalogue/admin/master-products/{id}/seo',
  'PATCH /api/new/catalogue/admin/master-products/{id}/package',
  // attributes and groups (attribute-admin.test.ts)
  'POST /api/new/catalogue/admin/attributes',
  'POST /api/new/catalogue/admin/attribute-groups',
  'PUT /api/new/catalogue/admin/attribute-groups/order',
  'PATCH /api/new/catalogue/admin/attribute-groups/{id}',
  'DELETE /api/new/catalogue/admin/attribute-groups/{id}',
  'PUT /api/new/catalogue/admin/attributes/order',
  'PATCH /api/new/catalogue/admin/attributes/{id}',
  'DELETE /api/new/catalogue/admin/attributes/{id}',
  // meta masters (meta-master-admin.test.ts)
  'POST /api/new/mp-meta-master/admin/add-meta-master/',
  'PATCH /api/new/mp-meta-master/admin/update-meta-master/{meta_master_id}/',
  'DELETE /api/new/mp-meta-master/admin/delete-meta-master/{meta_master_id}/',
  'PATCH /api/new/mp-meta-master/admin/add-master-product/',
  'PATCH /api/new/mp-meta-master/admin/swap-meta-master/{master_product_id}/',
  'DELETE /api/new/mp-meta-master/admin/remove-master-product/{master_product_id}/',
  // buy-and-sell bonuses, accessory fits (bonus-admin.test.ts, accessory-fit-admin.test.ts)
  'PUT /api/new/product/admin-bonuses-for-used-product/bonuses',
  'PUT /api/new/catalogue/admin/accessory-fits/{accessoryId}',
  // imports (imports.test.ts) and the cache purge (cache-purge.test.ts)
  'POST /api/new/admin/imports',
  'POST /api/new/admin/imports/{id}/apply',
  'POST /api/new/core/fastly/purge',
  // orders admin (order-admin.test.ts)
  'POST /api/new/admin/orders/cancel',
  'PATCH /api/new/admin/orders/{number}/delivery-window',
  'POST /api/new/admin/orders/{number}/cancel',
  'POST /api/new/admin/orders/{number}/email',
  // invoices (orders/invoices/invoices.test.ts)
  'POST /api/new/admin/orders/{number}/invoice',
  'POST /api/new/admin/orders/{number}/invoice/resend',
  'POST /api/new/admin/orders/{number}/credit-note',
  // installment admin (installment-admin.test.ts)
  'POST /api/new/admin/installments/companies',
  'PATCH /api/new/admin/installments/companies/{id}',
  'POST /api/new/admin/installments/companies/{id}/deactivate',
  'POST /api/new/admin/installments/companies/{id}/price-lists',
  'PATCH /api/new/admin/installments/price-lists/{id}',
  'POST /api/new/admin/installments/price-lists/{id}/deactivate',
  'POST /api/new/admin/installments/orders/{number}/sent',
  // discounts admin (discount-admin.test.ts)
  'POST /api/new/admin/discounts',
  'PATCH /api/new/admin/discounts/{id}',
  'POST /api/new/admin/discounts/{id}/archive',
  'POST /api/new/admin/discounts/{id}/unarchive',
  'POST /api/new/admin/discounts/{id}/codes',
  // warehouse picking and recounts (warehouse/picking/picking.test.ts)
  'POST /api/new/warehouse/picking/{number}/start',
  'POST /api/new/warehouse/picking/{number}/picked',
  'POST /api/new/warehouse/picking/{number}/problem',
  'POST /api/new/warehouse/picking/{number}/reset',
  'POST /api/new/warehouse/recounts',
  // packing station (warehouse/packing/packing.test.ts): a crate taken over, a serial submitted
  // anyway, a package finished, handed over or skipped, an order cancelled; every scan itself is
  // kept in package_scans with its user. The warehouse's invoice re-send (warehouse-invoice.test.ts).
  'POST /api/new/warehouse/packing/scans',
  'POST /api/new/warehouse/orders/{number}/invoice/resend',
  // stores pages and articles (stores/store-pages.test.ts, articles/articles.test.ts)
  'PUT /api/new/admin/stores/{id}',
  'POST /api/new/admin/articles',
  'PUT /api/new/admin/articles/{id}',
  'POST /api/new/admin/articles/{id}/publish',
  'DELETE /api/new/admin/articles/{id}',
]);

// Non-GET staff operations that change nothing (a body too large or too private for a query
// string), so they write no audit row. Each must say why it is here.
export const readOnlyStaffOperations: ReadonlySet<string> = new Set([
  // Renders a custom e-mail from the staff member's text for a preview; sends and keeps nothing.
  'POST /api/new/admin/orders/{number}/email/preview',
]);
