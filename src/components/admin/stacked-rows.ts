/**
 * Classes that turn an admin table into stacked cards while it is narrower than 42rem (a container
 * query, as the instance list's cards, since the server list beside the page takes its share from
 * 768 px, so every phone and the narrow tablet and laptop columns get cards): the header row is
 * read by assistive tech only, each row is a card with its main cell and actions on the first line
 * and the other cells under it, each after its column's name. From 42rem nothing of this applies,
 * so the table is a plain table. The cards are still the table's rows, cells and headers for
 * a screen reader. Wrap the table in `CONTAINER`.
 *
 * The row's primary link takes `STRETCHED_LINK`: on a card its ::after covers the whole card, so
 * a tap anywhere on it follows the link; other buttons on the card sit above it (`ABOVE`).
 */
export const CONTAINER = '@container';

export const STACKED = {
  table: '@max-2xl:block',
  header: '@max-2xl:sr-only',
  body: '@max-2xl:grid @max-2xl:gap-3 @max-2xl:[&_tr:last-child]:border',
  row: '@max-2xl:relative @max-2xl:grid @max-2xl:grid-cols-[minmax(0,1fr)_auto] @max-2xl:items-center @max-2xl:gap-x-3 @max-2xl:gap-y-1 @max-2xl:rounded-lg @max-2xl:border @max-2xl:bg-card @max-2xl:p-3 @max-2xl:text-card-fg @max-2xl:has-[a:focus-visible]:ring-2 @max-2xl:has-[a:focus-visible]:ring-ring',
  main: '@max-2xl:col-start-1 @max-2xl:row-start-1 @max-2xl:block @max-2xl:min-w-0 @max-2xl:p-0',
  detail:
    '@max-2xl:col-span-full @max-2xl:block @max-2xl:p-0 @max-2xl:ps-12 @max-2xl:text-xs @max-2xl:text-muted-fg',
  actions:
    '@max-2xl:col-start-2 @max-2xl:row-start-1 @max-2xl:flex @max-2xl:justify-end @max-2xl:gap-2 @max-2xl:p-0',
  /** The column's name before a cell's value on a card; hidden where the header row shows. */
  cellLabel: 'me-1.5 font-medium text-fg @2xl:hidden',
} as const;

export const STRETCHED_LINK =
  '@max-2xl:after:absolute @max-2xl:after:inset-0 @max-2xl:after:rounded-lg @max-2xl:focus-visible:ring-0 @max-2xl:focus-visible:ring-offset-0';

export const ABOVE = '@max-2xl:relative @max-2xl:z-10';
