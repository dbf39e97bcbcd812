import type * as React from 'react';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from '@/lib/cn';
import { safeHttpUrl } from '@/lib/safe-url';

function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

/**
 * The picture. Server data is untrusted: a `src` that is not http(s) or a same-origin path is
 * never handed to the browser, so the fallback shows instead.
 */
function AvatarImage({
  className,
  src,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  const safeSrc = safeHttpUrl(src);
  if (!safeSrc) return null;
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      src={safeSrc}
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

function AvatarFallback({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-muted text-xs font-medium text-muted-fg uppercase',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Up to two initials: "Ada Lovelace" → "AL", "prince" → "P", "" → "?". A discriminator after
 * the name ("Ada Lovelace (1815)", as src/lib/display-name writes users) is not a word of it.
 */
function initialsOf(name: string): string {
  const letters = name
    .replace(/\s*\(\d+\)$/, '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((word) => [...word][0] ?? '');
  const initials = letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '');
  return initials.toUpperCase() || '?';
}

type UserAvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> & {
  /** Who it is: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null;
};

/** A person's picture, or their initials when there is none or it fails to load. */
function UserAvatar({ name, src, ...props }: UserAvatarProps) {
  return (
    <Avatar {...props}>
      <AvatarImage src={src ?? undefined} alt={name} />
      <AvatarFallback role="img" aria-label={name}>
        {initialsOf(name)}
      </AvatarFallback>
    </Avatar>
  );
}

export { Avatar, AvatarImage, AvatarFallback, UserAvatar, initialsOf, type UserAvatarProps };
