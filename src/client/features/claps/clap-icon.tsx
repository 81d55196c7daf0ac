/** Two hands meeting, outlined; filled once the viewer has clapped. */
export function ClapIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M7.3 10.6 5.2 8.5a1.2 1.2 0 0 1 1.7-1.7l4.6 4.6-3.3-5.9a1.2 1.2 0 0 1 2.1-1.2l3.6 6.2-.6-3.1a1.2 1.2 0 0 1 2.3-.5l1.4 5.7c.6 2.5-.1 5-1.9 6.8a6.3 6.3 0 0 1-8.9 0l-3.9-3.9a1.2 1.2 0 0 1 1.7-1.7l2.3 2.3-3-3a1.2 1.2 0 0 1 1.7-1.7l3 3"
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d="M14.6 3.4 15 1.9M17.3 4.6l1.1-1.1M11.9 3.2l-.4-1.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
