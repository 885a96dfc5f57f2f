// The one drizzle schema: each feature owns a file here, and drizzle-kit reads this folder.
export * from './tenants';
export * from './identity';
export * from './stocks';
export * from './content';
export * from './uploads';
export * from './offerings';
export * from './quant';
export * from './backoffice';
export * from './ledger';
export * from './idempotency';
export * from './trading';
export * from './finance';
export * from './kyc';
export * from './exchange';
export * from './portfolio';
export * from './security';
export * from './working-orders';
