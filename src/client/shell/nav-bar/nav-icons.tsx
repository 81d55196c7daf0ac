/** Decorative icons for the bar; the links around them carry the accessible names. */

interface IconProps {
  className?: string;
}

function Icon({ d, className }: IconProps & { d: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return <Icon {...props} d="M17.5 10.5a7 7 0 1 1-14 0 7 7 0 0 1 14 0zM15.5 15.5 21 21" />;
}

export function BookmarkIcon(props: IconProps) {
  return <Icon {...props} d="M6 4.5A1.5 1.5 0 0 1 7.5 3h9A1.5 1.5 0 0 1 18 4.5V21l-6-4-6 4V4.5z" />;
}

export function BellIcon(props: IconProps) {
  return <Icon {...props} d="M18 16V11a6 6 0 0 0-12 0v5l-2 2h16l-2-2zM10 20.5a2 2 0 0 0 4 0" />;
}

export function WriteIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      d="M14 4.5 19.5 10M4 20l1.2-4.8L15.8 4.6a1.9 1.9 0 0 1 2.7 0l.9.9a1.9 1.9 0 0 1 0 2.7L8.8 18.8 4 20z"
    />
  );
}
