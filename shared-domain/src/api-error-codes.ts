// Every `code` an error body of the api or the bff can carry. The api's AppError takes its code
// from this list, so a new refusal cannot be thrown before it is listed here; shared-ui's
// catalogues have a message for each entry (a test walks the list), so no customer meets a code
// without words in the shop's language.

/** Codes of the api, grouped by the component that refuses. */
export const apiErrorCodes = [
  // platform: requests, sessions, limits
  'invalid_request',
  'invalid_body',
  'malformed_json',
  'payload_too_large',
  'unsupported_encoding',
  'unsupported_charset',
  'request_aborted',
  'too_many_parameters',
  'body_too_deep',
  'invalid_path',
  'route_not_found',
  'csrf_rejected',
  'authentication_required',
  'forbidden',
  'rate_limited',
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'database_unavailable',
  'internal_error',
  // accounts
  'invalid_credentials',
  'too_many_attempts',
  'email_taken',
  'wrong_current_password',
  'invalid_reset_token',
  'address_not_found',
  'too_many_addresses',
  // catalogue and reviews
  'product_not_found',
  'product_type_not_found',
  'image_not_found',
  'feed_not_found',
  'search_term_too_short',
  'review_not_found',
  'not_samsung_product',
  // devices (buyout and service selectors)
  'manufacturer_not_found',
  'model_not_found',
  'colour_not_found',
  // cart
  'cart_item_not_found',
  'service_not_found',
  'out_of_stock',
  'quantity_limit',
  'invalid_option',
  'prolong_warranty_one_piece',
  'prolong_warranty_code_used',
  'buyout_bonus_exists',
  'buyout_already_used',
  'buyout_not_accepted',
  'buyout_bonus_not_found',
  // discounts
  'invalid_discount_code',
  'invalid_discount',
  'cart_empty',
  'isic_not_available',
  'discount_already_applied',
  'discount_not_combinable',
  'min_order_amount',
  'no_matching_products',
  'discount_not_found',
  'discount_first_purchase_only',
  'discount_customer_limit',
  // checkout and orders
  'empty_cart',
  'insurance_price_changed',
  'payment_not_allowed',
  'installment_not_offered',
  'installment_out_of_limits',
  'installments_failed',
  'store_not_found',
  'timeslot_not_offered',
  'pickup_point_unavailable',
  'delivery_unavailable',
  'twisto_failed',
  'total_changed',
  'invalid_order',
  'order_not_found',
  'order_items_missing',
  'order_cancelled',
  'already_withdrawn',
  'withdrawal_period_over',
  'invoice_not_available',
  'credit_note_not_found',
  'installment_not_found',
  // payments
  'payment_not_possible',
  'payment_not_found',
  'payment_method_not_used',
  'already_paid',
  'order_closed',
  // buyout
  'quote_not_found',
  'appraisal_not_found',
  'appraisal_outdated',
  'answers_invalid',
  'answers_incomplete',
  'buyout_impossible',
  'buyout_not_found',
  'price_required',
  'price_not_allowed',
  'invalid_transition',
  'email_not_sent',
  // service
  'operations_invalid',
  'colour_invalid',
  'centre_not_found',
  'service_order_not_found',
  'no_quote_to_approve',
  'quote_price_required',
  'quote_price_not_allowed',
  'invalid_status_change',
  // imports admin
  'csv_required',
  'csv_columns_missing',
  'import_not_found',
  'import_not_ready',
  'import_already_applied',
  // orders admin
  'nothing_selected',
  'order_already_cancelled',
  'order_not_cancellable',
  // product grid admin
  'nothing_to_assign',
  'unknown_categories',
  // product admin
  'variant_ordered',
  'value_taken',
  // platform admin: uploads and background jobs
  'file_required',
  'unsupported_file_type',
  'upload_not_found',
  'job_not_found',
  // catalogue admin: the cache purge
  'cache_purge_failed',
  // category admin
  'category_not_found',
  'category_parent_not_found',
  'category_move_into_itself',
  'category_has_children',
  'category_has_products',
  'seo_name_taken',
  'version_conflict',
  // master data admin: attributes, meta masters, accessory fits
  'attribute_group_not_found',
  'attribute_not_found',
  'attribute_code_taken',
  'attribute_group_not_empty',
  'attribute_in_use',
  'attribute_change_in_use',
  'meta_master_not_found',
  'not_an_accessory',
  'not_a_device',
] as const;

/**
 * Codes only staff screens meet. Their messages come with the staff contracts
 * (contracts/staff-api-error-messages.ts) into the api and the admin's own catalogue, not into the
 * error catalogue the storefront's pages load.
 */
export const staffApiErrorCodes = [
  'invoice_in_progress',
  'invoice_already_created',
  'invoice_not_created',
  'credit_note_not_possible',
  'invoice_prices_incorrect',
  'admin_discount_not_found',
  'discount_archived',
  'job_not_cancellable',
  'job_not_retryable',
  'requote_not_possible',
  'installment_company_not_found',
  'installment_price_list_not_found',
  'installment_code_taken',
  'installment_not_sendable',
  'installment_finalise_failed',
  // warehouse packing, labels and hand-overs
  'package_not_found',
  'label_not_available',
  'handover_not_found',
  // warehouse picking, crates and recounts
  'picking_order_not_found',
  'picking_not_allowed',
  'picking_product_not_in_order',
  'crate_not_found',
  'recount_not_needed',
  // pages made of components
  'component_params_invalid',
  'content_component_not_found',
  'content_slug_taken',
  // the forms inbox
  'form_submission_not_found',
] as const;
export type StaffApiErrorCode = (typeof staffApiErrorCodes)[number];

/**
 * Codes only the content pages meet (stores, articles, pages edited in the admin, forms, landing
 * pages). Their words load with the content pages' texts, not with the error catalogue every
 * storefront page loads.
 */
export const contentApiErrorCodes = [
  'content_page_not_found',
  'article_not_found',
  // a town or postcode the built-in gazetteer does not know
  'place_not_found',
  // a preorder of a product not announced or already in stock; an offers component gone
  'product_not_expected',
  'limited_offer_not_found',
  'newsletter_link_invalid',
] as const;
export type ContentApiErrorCode = (typeof contentApiErrorCodes)[number];
export type ApiErrorCode = (typeof apiErrorCodes)[number] | StaffApiErrorCode | ContentApiErrorCode;

/** Codes only the bff answers with: the api cannot be reached, or the bff refuses by itself. */
export const bffErrorCodes = [
  'api_unavailable',
  'api_timeout',
  'api_error',
  'bad_request',
  'not_found',
  'remote_file_not_found',
] as const;
export type BffErrorCode = (typeof bffErrorCodes)[number];

/** Every code a front can receive in an error body. */
export const errorCodes = [
  ...apiErrorCodes,
  ...staffApiErrorCodes,
  ...contentApiErrorCodes,
  ...bffErrorCodes,
] as const;
export type ErrorCode = ApiErrorCode | BffErrorCode;
/** The codes the storefront's error catalogue has words for. */
export type CustomerErrorCode = Exclude<ErrorCode, StaffApiErrorCode | ContentApiErrorCode>;

export function isErrorCode(code: string): code is ErrorCode {
  return (errorCodes as readonly string[]).includes(code);
}
