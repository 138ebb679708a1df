import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError, serverFieldErrors } from '../../api/request';
import type { SaveInput, SaveResult } from '../../api/save-world';
import type { World } from '../../api/schemas';
import type { SaveStatus } from './save-status-alerts';
import {
  asSent,
  baselineOf,
  changedFields,
  changedOnlyOnServer,
  conflictingFields,
  FIELDS,
  hasChanges,
  rebase,
  type EditValues,
  type WorldField,
} from './world-changes';

/** What a save came to (see SaveResult), with each failure in words: the form knows nothing of HTTP. */
export type SaveOutcome =
  | Extract<SaveResult, { kind: 'saved' | 'conflict' }>
  | { kind: 'unconfirmed'; replyUnderstood: boolean; reason: string }
  | { kind: 'unchecked'; reason: string };

export type SaveRequest = SaveInput;

interface WorldSaveOptions {
  form: UseFormReturn<EditValues>;
  /** The world as the form opened it; undefined when it could not be read (then nothing is checked). */
  world: World | undefined;
  /** What the form's values are compared with, and its setter: a save or a conflict moves it to the server's. */
  baseline: EditValues;
  setBaseline: (baseline: EditValues) => void;
  onSave: (request: SaveRequest) => Promise<SaveOutcome>;
  /** The server was seen to hold (some of) what was sent: older drafts have nothing left to offer. */
  onSaved: () => void;
}

/**
 * The form's side of a save: sends the changed fields, then brings the form in line with what the server was seen
 * to hold without ever dropping what the person typed, and says where the save stands.
 */
export function useWorldSave({ form, world, baseline, setBaseline, onSave, onSaved }: WorldSaveOptions) {
  const { getValues, setValue, setError, handleSubmit } = form;
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const saving = useRef(false);
  // The embedding model the person agreed to re-index the world with, until a save sends it.
  const reindexAgreed = useRef<string>(undefined);

  async function save(formValues: EditValues, { checkConflicts = true } = {}) {
    const toSend = changedFields(formValues, baseline);
    // A second click or shortcut while a save is under way must not send a second request.
    if (saving.current || !hasChanges(toSend)) return;
    // A new embedding model re-indexes the world: asked first, and nothing is sent until the person agrees.
    if (toSend.embeddingModel !== undefined && toSend.embeddingModel !== reindexAgreed.current) {
      setStatus({ kind: 'reindex-warning', from: baseline.embeddingModel, to: toSend.embeddingModel, checkConflicts });
      return;
    }
    saving.current = true;
    setStatus({ kind: 'saving' });
    const typedBefore = getValues();
    try {
      const outcome = await onSave({
        changes: toSend,
        loaded: world && checkConflicts ? asSent(baseline) : undefined,
      });
      if (outcome.kind === 'unchecked') {
        setStatus(outcome);
        return;
      }
      if (outcome.kind === 'conflict') {
        // The server's values become the baseline at once: every field the person did not change shows what the
        // server holds now (a save never reverts it, Discard goes back to it), and only the conflicts are a choice.
        const server = baselineOf(outcome.server);
        const typed = getValues();
        const next = rebase(typed, baseline, server);
        setBaseline(server);
        for (const field of FIELDS) {
          if (next[field] !== typed[field]) setValue(field, next[field], { shouldValidate: true });
        }
        setStatus({
          ...outcome,
          // Every field in conflict, including one typed in while the check was under way (not in the request).
          conflicts: conflictingFields(changedFields(typed, baseline), baseline, outcome.server),
          updated: changedOnlyOnServer(typed, baseline, server),
        });
        return;
      }
      // Nothing could be read back: what was typed stays as it is, unsaved, since the server's state is unknown.
      if (outcome.kind === 'unconfirmed') {
        setStatus(outcome);
        return;
      }
      const saved = baselineOf(outcome.world);
      // What was typed while the save was under way is not part of it, and a value the server did not take
      // was not saved: both stay, as unsaved changes.
      // Only the other fields are set to what the server holds: writing a value back into a field the person is
      // typing in could drop a keystroke that lands in between.
      const typedSince = getValues();
      setBaseline(saved);
      for (const field of FIELDS) {
        const keepTyped = typedSince[field] !== typedBefore[field] || outcome.unchanged.includes(field);
        if (!keepTyped && typedSince[field] !== saved[field]) setValue(field, saved[field], { shouldValidate: true });
      }
      onSaved();
      // The model was sent: a later change of it is asked about afresh.
      reindexAgreed.current = undefined;
      // "Saved" only when the server was seen to hold every field sent; otherwise say exactly what was seen.
      setStatus(
        outcome.unchanged.length > 0
          ? {
              kind: 'partial',
              sent: toSend,
              server: outcome.world,
              seenIn: outcome.seenIn,
              replyUnderstood: outcome.replyUnderstood,
              unchanged: outcome.unchanged,
            }
          : { kind: 'saved', at: new Date() },
      );
    } catch (error) {
      setStatus({ kind: 'failed', error });
      // The field a refusal concerns, as the server names it in its body or as the adapter found it.
      const fieldErrors = serverFieldErrors(error);
      if (isApiError(error) && error.field !== undefined) fieldErrors[error.field] ??= error.message;
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (isField(field)) setError(field, { type: 'server', message });
      }
    } finally {
      saving.current = false;
    }
  }

  return {
    status,
    /** Nothing to report any more: the person answered the question or moved on. */
    clearStatus: () => setStatus({ kind: 'idle' }),
    /** Validates, then saves; built per call so that handleSubmit only runs in event handlers. */
    submit: (event?: BaseSyntheticEvent) => handleSubmit((formValues) => save(formValues))(event),
    /** Saves without the check for someone else's change, once the person has chosen to. */
    submitUnchecked: () => void handleSubmit((formValues) => save(formValues, { checkConflicts: false }))(),
    /** Saves the new embedding model the person was warned about, as the save they started would have. */
    submitReindexing: () => {
      if (status.kind !== 'reindex-warning') return;
      const { to, checkConflicts } = status;
      reindexAgreed.current = to;
      void handleSubmit((formValues) => save(formValues, { checkConflicts }))();
    },
  };
}

const isField = (field: string): field is WorldField => (FIELDS as readonly string[]).includes(field);
