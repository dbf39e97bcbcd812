/**
 * Every message the dashboard shows, in one table split by domain into the files beside this one.
 * The words live in the catalogs (`src/lib/i18n/locales/<code>.json`; English quotes the spec
 * exactly: 1-core §5 and §8, 2-secondary §2, §4 and §8); this table names them. It is lazy: each
 * entry is a getter or a function that calls `t()` when read, so it speaks the language active at
 * that moment (the table itself is built at module load, before any language is active). Never
 * copy an entry into a module-scope constant: that would freeze the language of the first read.
 * Placeholders are ICU arguments, filled as plain text: nothing in a name is interpreted (no `$&`,
 * no markup), and React escapes it. Counts are plural messages.
 */
export * from './actions';
export * from './admin';
export * from './audit';
export * from './downloader';
export * from './general';
export * from './instance';
export * from './accessibility';
