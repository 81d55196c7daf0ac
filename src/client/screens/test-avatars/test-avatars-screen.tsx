import { AVATAR_SIZES } from '@shared/media/image-sizes';
import { Avatar } from '@client/ui/avatar/avatar';
import type { AvatarSize } from '@client/ui/avatar/avatar';
import type { ScreenDefinition } from '../screen';
import styles from './test-avatars-screen.module.css';

const SIZES = Object.keys(AVATAR_SIZES) as AvatarSize[];
const MEMBER = { name: 'Ada Member', mediumMemberAt: '2026-01-01T00:00:00.000Z' };
const READER = { name: 'Rea Reader', mediumMemberAt: null };

/**
 * /_/test/avatars (test servers only): every avatar size, for a reader and a
 * member, so end-to-end tests can measure what the built styles really draw.
 */
function TestAvatarsScreen() {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Avatar sizes</h1>
      <ul className={styles.grid}>
        {SIZES.map((size) => (
          <li key={size} className={styles.row} data-avatar-row={size}>
            <span className={styles.label}>{size}</span>
            <Avatar user={READER} size={size} label={`${READER.name}, ${size}`} />
            <Avatar user={MEMBER} size={size} label={`${MEMBER.name}, ${size}`} />
          </li>
        ))}
      </ul>
    </main>
  );
}

export const screen: ScreenDefinition = {
  title: (_data, productName) => `Avatar sizes – ${productName}`,
  head: () => ({ robots: 'noindex' }),
  Component: TestAvatarsScreen,
};
