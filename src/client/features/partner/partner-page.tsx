import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useViewer } from '@client/app/use-viewer';
import styles from '@client/features/billing/billing.module.css';
import { SignInPrompt } from '@client/features/stories/sign-in-prompt';
import type { PartnerProgramQuery } from '@client/graphql/generated/graphql';
import { PARTNER_PROGRAM_QUERY } from './partner-operations';
import { PARTNER_TEXTS as T } from './texts';

/**
 * The frame of the Partner Program's own pages: sign-in for visitors, the
 * refusal for a suspended account, the closed notice while the operator has
 * set no tax key; otherwise `children` with the viewer's program state. A page
 * asking for more than the program query passes its screen's own query, so
 * the server and the browser render from the same answer.
 */
export function PartnerPage<TData extends PartnerProgramQuery = PartnerProgramQuery>({
  heading,
  lead,
  query,
  children,
}: {
  heading: string;
  lead: string;
  query?: TypedDocumentNode<TData, Record<string, never>>;
  children: (program: TData['partnerProgram']) => ReactNode;
}) {
  const viewer = useViewer();
  const { data } = useQuery(query ?? (PARTNER_PROGRAM_QUERY as never), { skip: !viewer });
  if (!viewer)
    return <SignInPrompt heading={T.signInHeading} text={T.signInText} action={T.signIn} />;
  const program = data?.partnerProgram;
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {!program ? (
        <p className={styles.status} role="status">
          {T.loading}
        </p>
      ) : program.status === 'PERMISSION_DENIED' ? (
        <p className={styles.text}>{T.permissionDenied}</p>
      ) : !program.isOpen ? (
        <p className={styles.text}>{T.notOpen}</p>
      ) : (
        children(program)
      )}
    </main>
  );
}
