import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { normaliseUsername } from './profile-draft';
import { USERNAME_AVAILABILITY } from './settings-operations';

/** The check follows typing once the person pauses. */
const CHECK_DELAY_MS = 400;

export type UsernameCheck =
  | { state: 'idle' }
  | { state: 'unchanged' }
  | { state: 'checking' }
  | { state: 'available'; username: string }
  | { state: 'unavailable'; message: string };

/** Asks the server whether the typed username could be taken, ignoring answers to older text. */
export function useUsernameCheck(value: string, current: string): UsernameCheck {
  const client = useApolloClient();
  const wanted = normaliseUsername(value);
  const [answer, setAnswer] = useState<{ for: string; check: UsernameCheck } | null>(null);
  const isCurrent = wanted === current;

  useEffect(() => {
    if (!wanted || isCurrent) return;
    let isStale = false;
    const timer = setTimeout(() => {
      void client
        .query({
          query: USERNAME_AVAILABILITY,
          variables: { username: wanted },
          fetchPolicy: 'network-only',
        })
        .then((result) => {
          const availability = result.data?.usernameAvailability;
          if (isStale || !availability) return;
          setAnswer({
            for: wanted,
            check: availability.isAvailable
              ? { state: 'available', username: availability.username }
              : { state: 'unavailable', message: availability.message ?? '' },
          });
        })
        // A failed check says nothing; saving will give the real answer.
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      isStale = true;
      clearTimeout(timer);
    };
  }, [client, wanted, isCurrent]);

  if (!wanted) return { state: 'idle' };
  if (isCurrent) return { state: 'unchanged' };
  return answer?.for === wanted ? answer.check : { state: 'checking' };
}
