export * from './taxonomy.tables';
export * from './product.tables';
export * from './options.tables';
export * from './properties.tables';
export * from './diagram.tables';
