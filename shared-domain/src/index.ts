export * from './contracts/auth.ts';
export * from './contracts/boot.ts';
export * from './contracts/errors.ts';
export * from './money.ts';
export * from './paths.ts';
export * from './remotes.ts';
export * from './shop.ts';
export * from './validation/index.ts';
