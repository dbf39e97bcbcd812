export * from './i18n';
export * from './language-list';
export * from './languages';
