/**
 * Every message the dashboard shows, quoted exactly from the spec (1-core §5 and §8,
 * 2-secondary §2, §4 and §8), in one table split by domain into the files beside this one.
 * Placeholders are filled by template literals as plain text: nothing in a name is interpreted (no `$&`, no markup), and React escapes it.
 */
export * from './actions';
export * from './admin';
export * from './audit';
export * from './downloader';
export * from './general';
export * from './instance';
export * from './accessibility';
