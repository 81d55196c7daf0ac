import { useEffect, useRef, useState } from 'react';
import type { Paragraph } from '@shared/content/paragraph-model';
import { useNavigation } from '@client/app/navigation-context';
import { newerLocalDraft, NEW_STORY_KEY, removeLocalDraft } from './autosave/local-draft';
import type { LocalDraft, StorySnapshot } from './autosave/local-draft';
import { useAutosave } from './autosave/use-autosave';
import { modelToDoc } from './conversion/model-to-doc';
import { QuotedPassage } from '../responses/quoted-passage';
import type { QuotedPassageProps } from '../responses/quoted-passage';
import { EditorHeader } from './editor-header';
import { PublishDialog } from './publish/publish-dialog';
import { storyImages } from '@shared/content/story-images';
import { initialPublishState } from './publish/publish-form';
import type { PublishFormState } from './publish/publish-form';
import { RestoreBanner } from './restore-banner';
import { EDITOR_TEXTS } from './texts';
import { StoryBody } from './story-body';
import { TitleFields } from './title-fields';
import { usePublish } from './publish/use-publish';
import type { StoryPublication } from './publish/publication-plan';
import { draftLabelFor } from '../posts/draft-label';
import { useStoryEditor } from './use-story-editor';
import styles from './editor.module.css';

export interface StoryEditorProps {
  postId: string | null;
  version: number | null;
  initial: StorySnapshot;
  publishSettings?: Partial<PublishFormState> | null;
  inResponseToQuoteId?: string;
  /** A new story begun for a publication: the draft joins it on its first save. */
  publication?: { id: string; name: string; viewerIsEditor: boolean } | null;
  /** Where an existing story stands with publications; absent for a new one. */
  story?: StoryPublication | null;
  /** The viewer wrote the story (an editor may open a writer's submission). */
  isAuthor?: boolean;
  /** For a response: the story it answers and the passage it quotes. */
  respondingTo?: QuotedPassageProps | null;
}

/** A new story stands nowhere yet, unless it was begun for a publication. */
function storyPublicationOf(props: StoryEditorProps): StoryPublication {
  if (props.story) return props.story;
  const begun = props.publication;
  return {
    isPublished: false,
    statusForCollection: begun ? 'NOT_YET_SUBMITTED' : null,
    collection: null,
    pendingCollection: begun ?? null,
  };
}

/** The whole writing surface: title, subtitle, body, autosave and the publish dialog. */
export function StoryEditor(props: StoryEditorProps) {
  const navigation = useNavigation();
  const [title, setTitle] = useState(props.initial.title);
  const [subtitle, setSubtitle] = useState(props.initial.subtitle);
  const [notice, setNotice] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const [isPublishOpen, setIsPublishOpen] = useState(false);
  const [restorable, setRestorable] = useState<LocalDraft | null>(null);
  const [story, setStory] = useState<StoryPublication>(() => storyPublicationOf(props));
  const isAuthor = props.isAuthor ?? true;
  const snapshotRef = useRef<StorySnapshot>(props.initial);
  const autosave = useAutosave({
    postId: props.postId,
    version: props.version,
    inResponseToQuoteId: props.inResponseToQuoteId,
    publicationId: props.publication?.id,
  });

  function update(patch: Partial<StorySnapshot>) {
    snapshotRef.current = { ...snapshotRef.current, ...patch };
    autosave.change(snapshotRef.current);
  }

  const uploads = { onUploadError: setNotice, onUploadingChange: setIsUploading };
  const editor = useStoryEditor({
    initialParagraphs: props.initial.paragraphs,
    onChange: (paragraphs: Paragraph[]) => update({ paragraphs }),
    bodyClassName: styles.body ?? '',
    ...uploads,
  });

  useEffect(() => {
    setRestorable(newerLocalDraft(props.postId ?? NEW_STORY_KEY, props.initial));
    // Only on arrival: later changes are this tab's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function restore(local: LocalDraft) {
    setTitle(local.title);
    setSubtitle(local.subtitle);
    editor?.commands.setContent(modelToDoc(local.paragraphs));
    update({ title: local.title, subtitle: local.subtitle, paragraphs: local.paragraphs });
    setRestorable(null);
  }

  const publish = usePublish({
    flush: autosave.flush,
    navigate: navigation.navigate,
    isPublished: story.isPublished,
    onMoved: (moved) => setStory((current) => ({ ...current, ...moved })),
    onSubmitted: () => setIsPublishOpen(false),
  });
  const snapshot = snapshotRef.current;
  const canPublish = snapshot.title.trim() !== '' || snapshot.paragraphs.length > 0;
  const draftLabel = draftLabelFor({ ...story, isAuthor });

  return (
    <main id="main" className={styles.main}>
      <EditorHeader
        status={autosave.status}
        onRetry={() => void autosave.flush()}
        canPublish={canPublish}
        isPublished={story.isPublished}
        draftLabel={draftLabel}
        onPublish={() => setIsPublishOpen(true)}
      />
      {restorable ? (
        <RestoreBanner
          onRestore={() => restore(restorable)}
          onDiscard={() => {
            removeLocalDraft(props.postId ?? NEW_STORY_KEY);
            setRestorable(null);
          }}
        />
      ) : null}
      {notice || isUploading ? (
        <p className={styles.notice} role={notice ? 'alert' : 'status'}>
          {notice || EDITOR_TEXTS.uploading}
        </p>
      ) : null}
      {props.publication && !props.postId ? (
        <p className={styles.notice} role="note">
          {EDITOR_TEXTS.forPublication(props.publication.name)}
        </p>
      ) : null}
      <article>
        {props.respondingTo ? <QuotedPassage {...props.respondingTo} /> : null}
        <TitleFields
          title={title}
          subtitle={subtitle}
          onTitleChange={(value) => {
            setTitle(value);
            update({ title: value });
          }}
          onSubtitleChange={(value) => {
            setSubtitle(value);
            update({ subtitle: value });
          }}
          onLeave={() => editor?.commands.focus('start')}
        />
        <StoryBody editor={editor} uploads={uploads} />
      </article>
      <PublishDialog
        isOpen={isPublishOpen}
        onClose={() => setIsPublishOpen(false)}
        initial={initialPublishState({ ...snapshot, saved: props.publishSettings })}
        images={storyImages(snapshot.paragraphs)}
        story={story}
        isAuthor={isAuthor}
        onPublish={publish}
      />
    </main>
  );
}
