import { useEffect, useState } from 'react';
import { greetingForHour } from './greeting-for-hour';
import styles from './nav-bar.module.css';

/**
 * "Good morning" and friends by the reader's local clock. The server cannot
 * know that clock, so both the server render and hydration show an empty line
 * of the same height and the text appears after mount.
 */
export function Greeting() {
  const [greeting, setGreeting] = useState<string | null>(null);

  useEffect(() => {
    setGreeting(greetingForHour(new Date().getHours()));
  }, []);

  return <p className={styles.greeting}>{greeting}</p>;
}
