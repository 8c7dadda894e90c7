export * from './auth';
export * from './codes';
export * from './letters';
export * from './options';
export * from './provinces';
