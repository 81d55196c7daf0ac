import { createContext, useContext } from 'react';

/** Lets an item close its menu (and hand focus back to the trigger) once chosen. */
export const MenuCloseContext = createContext<() => void>(() => undefined);

export function useCloseMenu(): () => void {
  return useContext(MenuCloseContext);
}
