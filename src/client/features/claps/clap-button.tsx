export interface ClapButtonProps {
  post: { id: string; clapCount: number; viewerClapCount: number; creator: { id: string } };
}

/** The clap button with its count. */
export function ClapButton({ post }: ClapButtonProps) {
  return <span>{post.clapCount}</span>;
}
