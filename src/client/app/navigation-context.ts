import { createContext, useContext } from 'react';

export interface NavigationState {
  /** Path plus query of the screen on show. */
  location: string;
  /** The previous location; '' on first load. */
  referrer: string;
  hash: string;
  referrerSource: string | null;
  responsesOpen: boolean;
  unsafeRedirectUrl: string | null;
}

export interface Navigation extends NavigationState {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** True while a new screen renders in the background. */
  isPending: boolean;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used inside the app shell');
  return navigation;
}
