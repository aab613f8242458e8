export * from './accounts';
export * from './common';
export * from './game';
export * from './live';
