import { useLingui } from '@lingui/react';
import type { ProjectImage } from '../projects';

export function ProjectGallery({ images }: { images: readonly ProjectImage[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.src}>
          <figure className="overflow-hidden rounded-xl border bg-card">
            <img
              src={image.src}
              alt={i18n._(image.alt)}
              width={1200}
              height={800}
              loading="lazy"
              className="aspect-[3/2] w-full bg-muted object-cover"
            />
            <figcaption className="px-4 py-3 text-sm text-muted-foreground">
              {i18n._(image.caption)}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
