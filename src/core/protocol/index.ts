export * from './accounts';
export * from './billing';
export * from './common';
export * from './game';
export * from './invitations';
export * from './live';
export * from './players';
export * from './video';
