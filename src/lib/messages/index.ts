/**
 * The few texts that need logic before they reach the catalog: a plural or a sentence picked by
 * the values, a status code's word, a list formatted with `Intl.ListFormat`, and the action
 * table (each action's permission, event and message ids). Every other text is read where it is
 * shown, straight from the catalog with `t('the.key', values)` (`src/lib/i18n/`). Each function
 * calls `t()` when it runs, so it speaks the language active at that moment.
 */
export * from './actions';
export * from './admin';
export * from './downloader';
export * from './general';
export * from './instance';
export * from './accessibility';
export * from './batch-summary';
