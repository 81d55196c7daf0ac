import { useState } from 'react';
import { AVATAR_SIZES, DEFAULT_AVATAR_ID } from '@shared/media/image-sizes';
import { imageUrl } from '@shared/media/image-url';
import { Link } from '@client/app/link';
import { useMuteActions } from '@client/features/social/use-mute-actions';
import styles from './mute-settings.module.css';
import { MUTE_SETTINGS_TEXTS } from './texts';

export type MutedThing =
  | {
      kind: 'user';
      id: string;
      name: string;
      username: string;
      imageId: string | null;
      isMuted: boolean;
    }
  | { kind: 'collection'; id: string; name: string; slug: string; isMuted: boolean };

const AVATAR = AVATAR_SIZES.S;

/**
 * One muted person or publication. Unmuting keeps the row, now offering Mute,
 * so a slip is one click to undo.
 */
export function MuteRow({ thing }: { thing: MutedThing }) {
  const mute = useMuteActions();
  const [isBusy, setIsBusy] = useState(false);

  async function toggle() {
    if (isBusy) return;
    setIsBusy(true);
    try {
      if (thing.kind === 'user') await mute.setUserMuted(thing, !thing.isMuted);
      else await mute.setCollectionMuted(thing, !thing.isMuted);
    } finally {
      setIsBusy(false);
    }
  }

  const href = thing.kind === 'user' ? `/@${thing.username}` : `/${thing.slug}`;
  return (
    <li className={styles.row}>
      {thing.kind === 'user' ? (
        <img
          className={styles.avatar}
          src={imageUrl(thing.imageId ?? DEFAULT_AVATAR_ID, {
            width: AVATAR * 2,
            height: AVATAR * 2,
            strategy: 'fill',
          })}
          width={AVATAR}
          height={AVATAR}
          alt=""
        />
      ) : null}
      <div className={styles.who}>
        <Link to={href} className={styles.name}>
          {thing.name}
        </Link>
        {thing.kind === 'user' ? <p className={styles.username}>@{thing.username}</p> : null}
      </div>
      <button
        type="button"
        className={styles.button}
        aria-label={
          thing.isMuted
            ? MUTE_SETTINGS_TEXTS.unmuteLabel(thing.name)
            : MUTE_SETTINGS_TEXTS.muteLabel(thing.name)
        }
        disabled={isBusy}
        onClick={() => void toggle()}
      >
        {thing.isMuted ? MUTE_SETTINGS_TEXTS.unmute : MUTE_SETTINGS_TEXTS.mute}
      </button>
    </li>
  );
}
