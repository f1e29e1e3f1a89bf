export * from './code128.ts';
