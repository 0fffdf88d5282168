export * from './agents';
export * from './billing';
export * from './chat';
export * from './memory';
export * from './practice';
export * from './users';
