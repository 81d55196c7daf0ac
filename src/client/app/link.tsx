import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useContext } from 'react';
import { NavigationContext } from './navigation-context';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

/** An anchor that navigates inside the app without a page load (same-origin, plain left click). */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const navigation = useContext(NavigationContext);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !navigation) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (target && target !== '_self') return;
    if (!to.startsWith('/') || to.startsWith('//')) return;
    event.preventDefault();
    navigation.navigate(to);
  }
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}
