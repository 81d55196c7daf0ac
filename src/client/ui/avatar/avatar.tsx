import { AVATAR_SIZES } from '@shared/media/image-sizes';
import { imageUrl } from '@shared/media/image-url';
import { initialsOf } from './initials';
import styles from './avatar.module.css';

export type AvatarSize = keyof typeof AVATAR_SIZES;

export interface AvatarUser {
  name: string;
  imageId?: string | null;
  /** Members get the halo ring (navigation §6). */
  mediumMemberAt?: string | null;
}

export interface AvatarProps {
  user: AvatarUser;
  size: AvatarSize;
  /** Alternative text; leave it out when a nearby name already says who it is. */
  label?: string;
}

/** Spec: members' avatars show a halo ring at every size except XXXS. */
export const hasHalo = (user: AvatarUser, size: AvatarSize): boolean =>
  Boolean(user.mediumMemberAt) && size !== 'XXXS';

/**
 * A person's picture through the image proxy (1x and 2x), or their initials
 * in a circle when they have none.
 */
export function Avatar({ user, size, label }: AvatarProps) {
  const pixels = AVATAR_SIZES[size];
  const halo = hasHalo(user, size);
  const className = [styles.avatar, styles[`size${size}`], halo ? styles.halo : '']
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={className}
      data-size={size}
      data-halo={halo ? 'true' : undefined}
      role={label && !user.imageId ? 'img' : undefined}
      aria-label={label && !user.imageId ? label : undefined}
    >
      {user.imageId ? (
        <img
          className={styles.image}
          src={imageUrl(user.imageId, { width: pixels, height: pixels, strategy: 'fill' })}
          srcSet={`${imageUrl(user.imageId, { width: pixels * 2, height: pixels * 2, strategy: 'fill' })} 2x`}
          width={pixels}
          height={pixels}
          alt={label ?? ''}
          decoding="async"
        />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
      )}
    </span>
  );
}
