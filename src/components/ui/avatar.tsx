import * as React from 'react';
import { cn } from '@/lib/ui/cn';
import { safeHttpUrl } from '@/lib/wire/safe-url';

/*
 * The avatar is on the first screen (the user card), so it is written here rather than taken from
 * @radix-ui/react-avatar, whose context and hooks would weigh on the entry for one image.
 * It keeps that primitive's behaviour and markup: the image is preloaded off the page and only
 * rendered once it has loaded; until then, or if it fails, the fallback shows.
 */
type ImageStatus = 'idle' | 'loading' | 'loaded' | 'error';

const AvatarStatus = React.createContext<{
  status: ImageStatus;
  setStatus: (status: ImageStatus) => void;
}>({ status: 'idle', setStatus: () => {} });

function Avatar({ className, ...props }: React.ComponentProps<'span'>) {
  const [status, setStatus] = React.useState<ImageStatus>('idle');
  const value = React.useMemo(() => ({ status, setStatus }), [status]);
  return (
    <AvatarStatus value={value}>
      <span
        data-slot="avatar"
        className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
        {...props}
      />
    </AvatarStatus>
  );
}

function statusOf(image: HTMLImageElement): ImageStatus {
  if (!image.complete) return 'loading';
  return image.naturalWidth > 0 ? 'loaded' : 'error';
}

/** Loads `src` in a detached image and tells the avatar how that goes. */
function useImageStatus(src: string | undefined, setStatus: (status: ImageStatus) => void) {
  React.useLayoutEffect(() => {
    if (!src) {
      setStatus('error');
      return;
    }
    const image = new window.Image();
    const settle = () => setStatus(statusOf(image));
    const fail = () => setStatus('error');
    image.addEventListener('load', settle);
    image.addEventListener('error', fail);
    image.src = src;
    settle();
    return () => {
      image.removeEventListener('load', settle);
      image.removeEventListener('error', fail);
      setStatus('idle');
    };
  }, [src, setStatus]);
}

/**
 * The picture. Server data is untrusted: a `src` that is not http(s) or a same-origin path is
 * never handed to the browser, so the fallback shows instead.
 */
function AvatarImage({ className, src, alt = '', ...props }: React.ComponentProps<'img'>) {
  const { status, setStatus } = React.use(AvatarStatus);
  const safeSrc = safeHttpUrl(src);
  useImageStatus(safeSrc, setStatus);
  if (!safeSrc || status !== 'loaded') return null;
  return (
    <img
      data-slot="avatar-image"
      src={safeSrc}
      alt={alt}
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<'span'>) {
  const { status } = React.use(AvatarStatus);
  if (status === 'loaded') return null;
  return (
    <span
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
 * the name ("Ada Lovelace (1815)", as src/lib/format/display-name writes users) is not a word of it.
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

type UserAvatarProps = Omit<React.ComponentProps<'span'>, 'children'> & {
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

export { UserAvatar, initialsOf };
