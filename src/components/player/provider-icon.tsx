import { Cloud, Link2, Music, Radio, Video, type LucideProps } from 'lucide-react';
import { providerName, STREAMING_PROVIDER } from '@/lib/player/state';

/** A streaming provider's icon; decorative, the name is always shown or read beside it. */
export function ProviderIcon({ provider: type, ...props }: LucideProps & { provider: number }) {
  const Icon =
    type === STREAMING_PROVIDER.spotify
      ? Music
      : type === STREAMING_PROVIDER.youtube
        ? Video
        : type === STREAMING_PROVIDER.soundcloud
          ? Cloud
          : type === STREAMING_PROVIDER.radio
            ? Radio
            : Link2;
  return <Icon aria-hidden data-provider={providerName(type)} {...props} />;
}
