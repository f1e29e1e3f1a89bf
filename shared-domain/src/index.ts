export * from './contracts/admin.ts';
export * from './contracts/auth.ts';
export * from './contracts/boot.ts';
export * from './contracts/cart.ts';
export * from './contracts/catalogue.ts';
export * from './contracts/errors.ts';
export * from './contracts/stores.ts';
export * from './contracts/warehouse.ts';
export * from './money.ts';
export * from './paths.ts';
export * from './remotes.ts';
export * from './shop.ts';
// Validators are a separate entry, `shared-domain/validation`: the shell and most screens never
// need them (nor ibantools), and shared-domain is a runtime singleton loaded at boot.
