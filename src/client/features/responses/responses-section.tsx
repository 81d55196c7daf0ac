export interface ResponsesSectionProps {
  post: { id: string; responseCount: number; creator: { id: string } };
}

/** The responses button and, once opened, the responses panel. */
export function ResponsesSection({ post }: ResponsesSectionProps) {
  return <span>{post.responseCount}</span>;
}
