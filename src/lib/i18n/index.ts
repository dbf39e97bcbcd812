export * from './i18n';
export * from './languages';
