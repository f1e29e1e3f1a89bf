import type { ShopCode } from 'shared-domain';
import type { packageOptionsSchema } from 'shared-domain/contracts';
import type { z } from 'zod';
import { selectOfferRules } from '../catalogue/product-detail-repository.ts';
import { priceOffer } from '../catalogue/product-offers.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { selectPackageServices } from './cart-lines-repository.ts';
import { cartTexts } from './cart-texts.ts';
import {
  deletePackageItemsOfKinds,
  insertPackageItems,
  type NewPackageItem,
  type PackageProduct,
} from './package-repository.ts';
import { offersPackageServices, serviceCode } from './package-services.ts';
import { parseProlongWarrantyCode } from './prolong-warranty-code.ts';
import { reserveCode } from './prolong-warranty-code-repository.ts';
import { findIssuedCode, type IssuedCode, isProlongWarrantyCode } from './prolong-warranty-codes.ts';

// The sub-cart of one package ("PATCH package item"): each option given
// replaces that package item, null or false removes it, an omitted one stays as it is. Prices are
// quoted now and stored, so a later change of the insurance price can be noticed.

export type PackageOptionsInput = z.output<typeof packageOptionsSchema>;

function invalidOption(field: string, message: string): AppError {
  return new AppError('validation', 'invalid_option', 400, message, {
    form: { [`options.${field}`]: [message] },
  });
}

export async function applyPackageOptions(
  trx: Db,
  shop: ShopCode,
  product: PackageProduct,
  options: PackageOptionsInput,
): Promise<void> {
  const texts = cartTexts[shop];
  const price = { amount: product.amount, currency: product.currency };
  const rules = await selectOfferRules(trx, shop, product.productTypeId);
  const rows: NewPackageItem[] = [];
  const replaced = new Set<'insurance' | 'warranty' | 'screen_protection' | 'gluing'>();
  let prolongCode: IssuedCode | undefined;

  if (options.insuranceIds !== undefined) {
    replaced.add('insurance');
    for (const code of new Set(options.insuranceIds)) {
      const rule = rules.find((candidate) => candidate.kind === 'insurance' && candidate.code === code);
      if (!rule) throw invalidOption('insuranceIds', texts.insuranceNotOffered);
      rows.push({
        kind: 'insurance',
        code,
        months: rule.months,
        price: priceOffer(rule, price).price.amount,
      });
    }
  }
  if (options.warrantyMonths !== undefined || options.prolongWarrantyCode !== undefined)
    replaced.add('warranty');
  if (typeof options.warrantyMonths === 'number') {
    const months = options.warrantyMonths;
    const rule = rules.find((candidate) => candidate.kind === 'warranty' && candidate.months === months);
    if (!rule) throw invalidOption('warrantyMonths', texts.warrantyNotOffered);
    rows.push({
      kind: 'warranty',
      code: rule.code,
      months: rule.months,
      price: priceOffer(rule, price).price.amount,
    });
  }
  if (typeof options.prolongWarrantyCode === 'string') {
    const voucher = parseProlongWarrantyCode(options.prolongWarrantyCode);
    if (!voucher) throw invalidOption('prolongWarrantyCode', texts.prolongWarrantyCodeInvalid);
    prolongCode = await findIssuedCode(trx, shop, voucher.code, product.cartItemId);
    if (!prolongCode) throw invalidOption('prolongWarrantyCode', texts.prolongWarrantyCodeInvalid);
    if (prolongCode.taken) throw invalidOption('prolongWarrantyCode', texts.prolongWarrantyCodeUsed);
    if (product.quantity > 1) throw invalidOption('prolongWarrantyCode', texts.prolongWarrantyOnePiece);
    // Prepaid in a store: nothing more to pay.
    rows.push({ kind: 'warranty', code: voucher.code, months: prolongCode.months, price: 0 });
  }

  if (options.screenProtection !== undefined || options.gluing !== undefined) {
    const services = await selectPackageServices(trx, shop);
    const wantsService = options.screenProtection === true || typeof options.gluing === 'string';
    if (wantsService && !offersPackageServices(product.productTypeCode)) {
      throw invalidOption(
        options.screenProtection === true ? 'screenProtection' : 'gluing',
        texts.servicesNotOffered,
      );
    }
    if (options.screenProtection !== undefined) {
      replaced.add('screen_protection');
      if (options.screenProtection) {
        const service = services.find((candidate) => candidate.kind === 'screen_protection');
        if (!service) throw invalidOption('screenProtection', texts.servicesNotOffered);
        rows.push({
          kind: 'screen_protection',
          code: serviceCode(service),
          months: null,
          price: service.price,
        });
      }
    }
    if (options.gluing !== undefined) {
      replaced.add('gluing');
      if (options.gluing !== null) {
        const service = services.find(
          (candidate) => candidate.kind === 'gluing' && candidate.gluingType === options.gluing,
        );
        if (!service) throw invalidOption('gluing', texts.servicesNotOffered);
        rows.push({ kind: 'gluing', code: serviceCode(service), months: null, price: service.price });
      }
    }
  }

  if (replaced.size === 0) return;
  await deletePackageItemsOfKinds(trx, product.cartItemId, [...replaced]);
  if (rows.length === 0) return;
  const inserted = await insertPackageItems(trx, product.cartItemId, rows);
  const holder = inserted.find((row) => isProlongWarrantyCode(row.kind, row.code));
  // The code row is locked since it was found, so only a changed mind of this package frees it.
  if (prolongCode && holder && !(await reserveCode(trx, prolongCode.id, holder.id)))
    throw invalidOption('prolongWarrantyCode', cartTexts[shop].prolongWarrantyCodeUsed);
}
