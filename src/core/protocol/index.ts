export * from './common';
export * from './game';
export * from './live';
