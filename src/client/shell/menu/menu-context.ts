import { createContext, useContext } from 'react';

export interface MenuContextValue {
  /** Closes the menu and hands focus back to its trigger, once an item is chosen. */
  close: () => void;
  /** The item look of the menu the item sits in (the dropdown or the "more" menu). */
  itemClassName: string;
}

export const MenuContext = createContext<MenuContextValue>({
  close: () => undefined,
  itemClassName: '',
});

export function useMenu(): MenuContextValue {
  return useContext(MenuContext);
}
