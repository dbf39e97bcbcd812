import { Music } from 'lucide-react';
import { safeHttpUrl } from '@/lib/safe-url';
import { cn } from '@/lib/cn';

interface CoverImageProps {
  /** Untrusted: shown only when it is an http(s) URL or a same-origin path. */
  src: string | null | undefined;
  /** Empty for a cover that only decorates text beside it. */
  alt: string;
  className?: string;
}

/** Album art, or a neutral music-note tile when there is no safe image. */
export function CoverImage({ src, alt, className }: CoverImageProps) {
  const safe = safeHttpUrl(src);
  if (safe === undefined) {
    return (
      <span
        data-slot="cover-image"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn(
          'flex items-center justify-center rounded-md bg-muted text-muted-fg',
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
      className={cn('rounded-md bg-muted object-cover', className)}
    />
  );
}
