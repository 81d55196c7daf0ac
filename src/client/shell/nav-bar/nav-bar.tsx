import { Link } from '../../app/link';
import { Avatar } from './avatar';
import { Greeting } from './greeting';
import { BellIcon, BookmarkIcon, SearchIcon } from './nav-icons';
import { NAV_PATHS, profilePath } from './nav-paths';
import styles from './nav-bar.module.css';
import { NAV_TEXTS } from './texts';
import { useNavVisibility } from './use-nav-visibility';

export interface NavBarViewer {
  id: string;
  username: string;
  name: string;
  imageUrl: string | null;
  isMember: boolean;
}

export interface NavBarProps {
  viewer: NavBarViewer | null;
  isHome: boolean;
  productName: string;
}

/** The top bar: hides while scrolling down, returns when scrolling up; greets on the homepage. */
export function NavBar({ viewer, isHome, productName }: NavBarProps) {
  const isVisible = useNavVisibility();
  const headerClass = [styles.header, isVisible ? '' : styles.hidden].filter(Boolean).join(' ');

  return (
    <>
      <header className={headerClass} data-visible={isVisible ? 'true' : 'false'}>
        <nav className={styles.bar} aria-label={NAV_TEXTS.navLabel}>
          <Link to={NAV_PATHS.home} className={styles.wordmark}>
            {productName}
          </Link>
          <div className={styles.actions}>
            {viewer ? <ViewerActions viewer={viewer} /> : <VisitorActions />}
          </div>
        </nav>
      </header>
      {isHome ? <Greeting /> : null}
    </>
  );
}

function VisitorActions() {
  return (
    <>
      <Link to={NAV_PATHS.membership} className={`${styles.textLink} ${styles.membership}`}>
        {NAV_TEXTS.becomeMember}
      </Link>
      <Link to={NAV_PATHS.signIn} className={styles.textLink}>
        {NAV_TEXTS.signIn}
      </Link>
      <Link to={NAV_PATHS.register} className={styles.primaryButton}>
        {NAV_TEXTS.getStarted}
      </Link>
    </>
  );
}

function ViewerActions({ viewer }: { viewer: NavBarViewer }) {
  return (
    <>
      <Link to={NAV_PATHS.search} className={styles.iconLink} aria-label={NAV_TEXTS.search}>
        <SearchIcon />
      </Link>
      <Link
        to={NAV_PATHS.readingList}
        className={styles.iconLink}
        aria-label={NAV_TEXTS.readingList}
      >
        <BookmarkIcon />
      </Link>
      <Link
        to={NAV_PATHS.notifications}
        className={styles.iconLink}
        aria-label={NAV_TEXTS.notifications}
      >
        <BellIcon />
      </Link>
      {viewer.isMember ? null : (
        <Link to={NAV_PATHS.plans} className={styles.upgrade}>
          {NAV_TEXTS.upgrade}
        </Link>
      )}
      <Link
        to={profilePath(viewer.username)}
        className={styles.avatarLink}
        aria-label={viewer.name}
      >
        <Avatar name={viewer.name} imageUrl={viewer.imageUrl} isMember={viewer.isMember} />
      </Link>
    </>
  );
}
