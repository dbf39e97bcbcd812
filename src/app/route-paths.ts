/**
 * The addresses of spec 1 §2 that decide which page an address is, in one place: the app's route
 * table (app-routes.tsx) is written with them.
 */

/** The instance page's two addresses (spec 1 §2), relative to the signed-in layout at `/`. */
export const INSTANCE_PAGE_PATH = ':id';
export const INSTANCE_READ_PATH = 'instances/:id/read';
