import { initialsOf } from './initials';
import styles from './nav-bar.module.css';

export interface AvatarProps {
  name: string;
  imageUrl: string | null;
  isMember: boolean;
}

/** The viewer's picture, or their initials in a circle; members get a halo ring. Decorative: the link names it. */
export function Avatar({ name, imageUrl, isMember }: AvatarProps) {
  const className = [styles.avatar, isMember ? styles.halo : ''].filter(Boolean).join(' ');
  return (
    <span className={className} data-member={isMember ? 'true' : undefined}>
      {imageUrl ? (
        <img className={styles.avatarImage} src={imageUrl} alt="" width={32} height={32} />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
