import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useNavigation } from '@client/app/navigation-context';
import { RESPONSE_TEXTS } from './texts';
import styles from './responses-section.module.css';

function loadPanel() {
  return import('./responses-panel');
}

// The panel (list, composer, menus) loads the first time a reader opens it.
const ResponsesPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.ResponsesPanel })),
);

export interface ResponsesSectionProps {
  post: { id: string; responseCount: number; creator: { id: string } };
}

/** The responses button and, once opened, the responses panel. */
export function ResponsesSection({ post }: ResponsesSectionProps) {
  const { responsesOpen } = useNavigation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Navigation state `responsesOpen` (from ?responsesOpen=true) opens the panel
  // on arrival. In an effect, so server and first client render stay equal.
  useEffect(() => {
    if (!responsesOpen) return;
    setHasOpened(true);
    setIsOpen(true);
  }, [responsesOpen]);

  function open() {
    setHasOpened(true);
    setIsOpen(true);
  }

  const label = RESPONSE_TEXTS.responsesButton(post.responseCount);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        title={label}
        onClick={open}
        // Start fetching the panel's code as soon as the reader shows intent.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M18.006 16.803c1.533-1.456 2.234-3.325 2.234-5.321C20.24 7.357 16.709 4 12.191 4S4 7.357 4 11.482c0 4.126 3.674 7.482 8.191 7.482.817 0 1.622-.111 2.393-.327.231.2.48.391.744.559 1.06.693 2.203 1.044 3.399 1.044.224-.008.4-.112.486-.287a.49.49 0 0 0-.042-.518c-.495-.67-.845-1.364-1.04-2.057a4 4 0 0 1-.125-.598z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.count} aria-hidden="true">
          {post.responseCount}
        </span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ResponsesPanel
            post={post}
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
