export * from './app-meta';
export * from './contact';
export * from './identity';
export * from './listings';
export * from './kyc';
export * from './rate-limits';
export * from './tenancy';
export * from './services';
