import * as React from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cn } from '@/lib/ui/cn';
import { TOUCH_MIN_HEIGHT } from './touch-target';

function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-2 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

/**
 * Scrolls a tab list sideways, never the page, so its active tab is wholly in view: on the
 * first frame, when another tab becomes active, and when the list changes size.
 */
function useActiveTabInView(list: React.RefObject<HTMLDivElement | null>) {
  React.useEffect(() => {
    const element = list.current;
    if (!element) return;
    const reveal = () => {
      const active = element.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active || element.scrollWidth <= element.clientWidth) return;
      const box = element.getBoundingClientRect();
      const tab = active.getBoundingClientRect();
      // The list's padding (4 px) stays around the tab, so its focus ring shows too.
      const room = 4;
      if (tab.left < box.left + room) element.scrollBy({ left: tab.left - box.left - room });
      else if (tab.right > box.right - room) {
        element.scrollBy({ left: tab.right - box.right + room });
      }
    };
    reveal();
    const changes = new MutationObserver(reveal);
    changes.observe(element, { attributes: true, attributeFilter: ['data-state'], subtree: true });
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    sizes?.observe(element);
    return () => {
      changes.disconnect();
      sizes?.disconnect();
    };
  }, [list]);
}

/**
 * The row of tabs. Where its tabs do not fit (a long language on a phone), the row scrolls
 * sideways inside its own box, from its start (never cut at both edges), and keeps the active
 * tab in view.
 */
function TabsList({ className, ref, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const list = React.useRef<HTMLDivElement>(null);
  useActiveTabInView(list);
  return (
    <TabsPrimitive.List
      ref={(element) => {
        list.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
      data-slot="tabs-list"
      className={cn(
        'inline-flex w-fit max-w-full items-center justify-start gap-1 overflow-x-auto overscroll-x-contain rounded-lg bg-muted p-1 text-muted-fg [scrollbar-width:thin] pointer-coarse:[scrollbar-width:none] data-[orientation=vertical]:h-fit data-[orientation=vertical]:flex-col',
        className,
      )}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        `inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1 text-sm ${TOUCH_MIN_HEIGHT} font-medium whitespace-nowrap transition-colors outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-bg data-[state=active]:text-fg data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0`,
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
