import type * as React from 'react';
import { Music } from 'lucide-react';
import { cn } from '@/lib/ui/cn';
import { safeHttpUrl } from '@/lib/wire/safe-url';

type CoverImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & {
  /** From the server: untrusted, shown only when it is an http(s) or same-origin URL. */
  src: string | null | undefined;
  /** Empty when the text beside it already says what it is (the cover only decorates). */
  alt?: string;
};

/** Album art, or a neutral music-note tile when there is no usable image. */
function CoverImage({ src, alt = '', className, ...props }: CoverImageProps) {
  const safe = safeHttpUrl(src);
  if (safe === undefined) {
    return (
      <span
        data-slot="cover-image"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn(
          'flex aspect-square shrink-0 items-center justify-center rounded-md bg-muted text-muted-fg',
          className,
        )}
      >
        <Music aria-hidden className="size-1/3" />
      </span>
    );
  }
  return (
    <img
      data-slot="cover-image"
      src={safe}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className={cn('aspect-square shrink-0 rounded-md bg-muted object-cover', className)}
      {...props}
    />
  );
}

export { CoverImage };
