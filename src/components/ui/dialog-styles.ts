/**
 * The look both modal layers share (Radix Dialog and Alert Dialog): one overlay, one surface.
 * Surface is `popover`, like menus and selects, so every floating layer shares one token.
 */
export const dialogOverlayClassName =
  'fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in';

export const dialogContentClassName =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-popover p-6 text-popover-fg shadow-lg outline-none data-[state=open]:animate-pop-in';

export const dialogTitleClassName = 'font-display text-lg leading-none font-semibold';

export const dialogDescriptionClassName = 'text-sm text-muted-fg';
