/**
 * The aside's width from 1280 px (search and the lists, search-section.tsx), in one place: the
 * page keeps it free from its first frame (instance-page.tsx), so the column of the player and
 * the queue does not narrow when the aside's code arrives (the queue's header wrapped under a
 * pointer about to press it).
 */
export const ASIDE_WIDTH = 'w-80 shrink-0 2xl:w-96';
