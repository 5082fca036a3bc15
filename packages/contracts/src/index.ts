export * from './constants';
export * from './common/api-error.schema';
export * from './common/object-id.schema';
export * from './common/text.schema';
export * from './user/user.schema';
export * from './common/messages';
