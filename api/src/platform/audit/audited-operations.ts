// The staff changes (non-GET operations open only to staff or the warehouse) that write the audit
// trail (audit-trail.ts), each with a test that its History shows it. audited-operations.test.ts
// walks the OpenAPI document: a staff change missing here fails it. Add yours as
// `METHOD /path/{param}` (the document's spelling) once it calls recordStaffChange.

export const auditedOperations: ReadonlySet<string> = new Set([
  // platform
  'POST /api/new/admin/uploads',
  // buyout, service, reviews (audit-retrofit.test.ts)
  'POST /api/new/buyout/admin/buyouts/{id}/status',
  'POST /api/new/service/admin/orders/{number}/status',
  'PATCH /api/new/product-reviews/admin/update/{pk}/',
  'PATCH /api/new/product-reviews/admin/approve/{pk}/',
]);
