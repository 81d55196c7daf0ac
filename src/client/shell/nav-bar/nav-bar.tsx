import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Link } from '@client/app/link';
import { useViewer } from '@client/app/use-viewer';
import { useSignInDialog } from '@client/features/auth/sign-in-dialog-context';
import { BarDraftLabel } from '@client/features/posts/bar-draft-label';
import { PublicationMenuOnPage } from '@client/features/publications/publication-menu';
import { SearchWidget } from '@client/features/search/search-widget';
import { Greeting } from './greeting';
import { BookmarkIcon, WriteIcon } from './nav-icons';
import { NAV_PATHS, writePath } from './nav-paths';
import { NotificationBell } from './notification-bell';
import styles from './nav-bar.module.css';
import { NAV_TEXTS } from './texts';
import { useNavVisibility } from './use-nav-visibility';
import { UserMenu } from './user-menu';
import type { NavBarViewer } from './nav-bar-viewer';

export interface NavBarProps {
  viewer: NavBarViewer | null;
  isHome: boolean;
  productName: string;
  /** The new sign-in modal hides the bar's Sign in link (spec §2.1). */
  isSignInLinkHidden?: boolean;
}

/** The top bar: hides while scrolling down, returns when scrolling up; greets on the homepage. */
export function NavBar({ viewer, isHome, productName, isSignInLinkHidden = false }: NavBarProps) {
  const isScrolledIntoView = useNavVisibility();
  // A search being typed holds the bar in view (spec navigation §4, Search).
  const [isLocked, setIsLocked] = useState(false);
  const isVisible = isScrolledIntoView || isLocked;
  const headerClass = [styles.header, isVisible ? '' : styles.hidden].filter(Boolean).join(' ');

  return (
    <>
      <header className={headerClass} data-visible={isVisible ? 'true' : 'false'}>
        <nav className={styles.bar} aria-label={NAV_TEXTS.navLabel}>
          <Link to={NAV_PATHS.home} className={styles.wordmark}>
            {productName}
          </Link>
          <BarDraftLabel />
          <div className={styles.actions}>
            {viewer ? (
              <ViewerActions viewer={viewer} productName={productName} onLockChange={setIsLocked} />
            ) : (
              <VisitorActions isSignInLinkHidden={isSignInLinkHidden} />
            )}
          </div>
        </nav>
      </header>
      {isHome ? <Greeting /> : null}
    </>
  );
}

// The links keep their /m/signin targets for readers without JavaScript; a plain click opens the dialog.
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function VisitorActions({ isSignInLinkHidden }: { isSignInLinkHidden: boolean }) {
  const signInDialog = useSignInDialog();
  function openDialog(event: MouseEvent<HTMLAnchorElement>, operation: 'login' | 'register') {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    signInDialog.open({ operation, entry: 'nav' });
  }
  return (
    <>
      <Link to={NAV_PATHS.membership} className={`${styles.textLink} ${styles.membership}`}>
        {NAV_TEXTS.becomeMember}
      </Link>
      {isSignInLinkHidden ? null : (
        <Link
          to={NAV_PATHS.signIn}
          className={styles.textLink}
          onClick={(event) => openDialog(event, 'login')}
        >
          {NAV_TEXTS.signIn}
        </Link>
      )}
      <Link
        to={NAV_PATHS.register}
        className={styles.primaryButton}
        onClick={(event) => openDialog(event, 'register')}
      >
        {NAV_TEXTS.getStarted}
      </Link>
    </>
  );
}

function ViewerActions({
  viewer,
  productName,
  onLockChange,
}: {
  viewer: NavBarViewer;
  productName: string;
  onLockChange: (locked: boolean) => void;
}) {
  return (
    <>
      <PublicationMenuOnPage />
      <SearchWidget productName={productName} onLockChange={onLockChange} />
      <WriteLink />
      <Link
        to={NAV_PATHS.readingList}
        className={styles.iconLink}
        aria-label={NAV_TEXTS.readingList}
      >
        <BookmarkIcon />
      </Link>
      <NotificationBell />
      {viewer.isMember ? null : (
        <Link to={NAV_PATHS.plans} className={styles.upgrade}>
          {NAV_TEXTS.upgrade}
        </Link>
      )}
      <UserMenu viewer={viewer} />
    </>
  );
}

/** The editor, one click away (as the user menu's New story); narrower bars keep only the pencil. */
function WriteLink() {
  const isSuspended = useViewer()?.isSuspended ?? false;
  return (
    <Link to={writePath(isSuspended)} className={styles.write}>
      <WriteIcon />
      <span className={styles.writeLabel}>{NAV_TEXTS.write}</span>
    </Link>
  );
}
