import type { PackageServiceRow } from './cart-lines-repository.ts';

/** Screen protection and gluing make sense only on devices with a screen, not on accessories. */
export function offersPackageServices(productTypeCode: string): boolean {
  return productTypeCode !== 'accessories';
}

/** Gluing is chosen (and stored) as 'glass' or 'foil'; screen protection by its service code. */
export function serviceCode(service: PackageServiceRow): string {
  return service.kind === 'gluing' ? (service.gluingType ?? service.code) : service.code;
}
