export * from './app-meta';
export * from './contact';
export * from './rate-limits';
