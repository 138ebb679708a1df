import { useEffect, useState } from 'react';
import { clearDraft, readDraft, writeDraft, type Draft, type DraftScope } from './draft-storage';
import { changedFields, hasChanges, type EditValues } from './world-changes';

interface DraftInput {
  /** What the form holds now. */
  values: EditValues;
  /** What the values are typed over. */
  baseline: EditValues;
  dirty: boolean;
}

/**
 * The form's draft in the browser session: unsaved edits are kept as they are typed, a draft left from an earlier
 * visit is offered back until the person answers, and what "Discard changes" threw away can still be brought back.
 */
export function useDraft(scope: DraftScope, { values, baseline, dirty }: DraftInput) {
  const [offered, setOffered] = useState(() => {
    const draft = readDraft(scope);
    return draft && hasChanges(changedFields(draft.values, draft.baseline)) ? draft : undefined;
  });
  // What "Discard changes" threw away, until it is undone or the form is edited again.
  const [discarded, setDiscarded] = useState<Draft>();

  // Unsaved edits go to session storage as they are typed; a pending offer of an older draft is kept until answered.
  const { connection, worldId } = scope;
  const { name, description, embeddingModel, chunkSize, topK, minScore } = values;
  useEffect(() => {
    if (dirty) {
      const typed = { name, description, embeddingModel, chunkSize, topK, minScore };
      writeDraft({ connection, worldId }, { values: typed, baseline });
    }
    // Discarded changes stay in the session too, until they are replaced, so that Undo has nothing to lose.
    else if (!offered && !discarded) clearDraft({ connection, worldId });
  }, [
    dirty,
    name,
    description,
    embeddingModel,
    chunkSize,
    topK,
    minScore,
    baseline,
    connection,
    worldId,
    offered,
    discarded,
  ]);

  return {
    /** A draft from an earlier visit, offered back until it is restored or discarded. */
    offered,
    /** What "Discard changes" threw away, for Undo. */
    discarded,
    keepDiscarded: (draft: Draft) => setDiscarded(draft),
    /** The form has moved on (a save, a restore): nothing is offered back any more. */
    settle: () => {
      setOffered(undefined);
      setDiscarded(undefined);
    },
    /** The person declined the offer: the draft leaves the session too. */
    declineOffered: () => {
      clearDraft({ connection, worldId });
      setOffered(undefined);
    },
  };
}
