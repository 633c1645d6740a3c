export * from './money';
export * from './catalog-references';
export * from './map-catalog-item';
export * from './catalog-page-assembler';
export * from './store-category';
