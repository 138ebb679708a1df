import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { serverFieldErrors } from '../../api/request';
import type { SaveInput, SaveResult } from '../../api/save-world';
import {
  WORLD_DESCRIPTION_MAX,
  WORLD_NAME_MAX,
  worldFormSchema,
  unreadWorldFormSchema,
  type World,
  type WorldFormValues,
} from '../../api/schemas';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { characterCount } from '../../lib/character-count';
import { CharacterCount } from './character-count-hint';
import { ConflictPanel } from './conflict-panel';
import { clearDraft, readDraft, writeDraft, type Draft, type DraftScope } from './draft-storage';
import { SaveAnywayDialog } from './save-anyway-dialog';
import { SaveStatusAlerts, type SaveStatus } from './save-status-alerts';
import {
  baselineOf,
  changedFields,
  changedOnlyOnServer,
  conflictingFields,
  FIELD_LABELS,
  FIELDS,
  hasChanges,
  rebase,
  restoreOnto,
  unknownBaseline,
  type FieldConflict,
  type WorldField,
} from './world-changes';

/** What a save came to (see SaveResult), with each failure in words: the form knows nothing of HTTP. */
export type SaveOutcome =
  | Extract<SaveResult, { kind: 'saved' | 'conflict' }>
  | { kind: 'unconfirmed'; replyUnderstood: boolean; reason: string }
  | { kind: 'unchecked'; reason: string };

export type SaveRequest = SaveInput;

interface WorldFormProps {
  /** The connection's ID and the world's, whose draft the form keeps. */
  draftScope: DraftScope;
  /** The world as read from the server; undefined when it could not be read. */
  world: World | undefined;
  onSave: (request: SaveRequest) => Promise<SaveOutcome>;
}

/**
 * Edits a world's name and description. Knows nothing of HTTP: the page loads
 * the world and performs the save. Never loses what the person typed: failures
 * keep the values, unsaved edits survive a reload as a draft, and leaving asks
 * first.
 */
export function WorldForm({ draftScope, world: worldProp, onSave }: WorldFormProps) {
  const { connection, worldId } = draftScope;
  // The world as it was when the form opened: a later successful read (a refetch on focus) must not
  // switch a form that started without one into "loaded" mode under the person's hands.
  const [world] = useState(worldProp);
  const [baseline, setBaseline] = useState(() => (world ? baselineOf(world) : unknownBaseline));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [offeredDraft, setOfferedDraft] = useState(() => {
    const draft = readDraft(draftScope);
    return draft && hasChanges(changedFields(draft.values, draft.baseline)) ? draft : undefined;
  });
  // What "Discard changes" threw away, until it is undone or the form is edited again.
  const [discarded, setDiscarded] = useState<Draft>();
  const saving = useRef(false);

  // A world the server holds without a name (created so) may stay nameless: a description alone can be saved.
  const nameRequired = world !== undefined && world.name.trim() !== '';
  const form = useForm<WorldFormValues>({
    resolver: zodResolver(nameRequired ? worldFormSchema : unreadWorldFormSchema),
    defaultValues: baseline,
    mode: 'onChange',
  });
  const { register, formState, handleSubmit, setValue, reset, setError, getValues, setFocus } = form;
  const watched = useWatch({ control: form.control });
  const values: WorldFormValues = { name: watched.name ?? '', description: watched.description ?? '' };
  const changes = changedFields(values, baseline);
  const dirty = hasChanges(changes);

  // Unsaved edits go to session storage as they are typed; a pending offer of an older draft is kept until answered.
  const { name, description } = values;
  useEffect(() => {
    if (dirty) writeDraft({ connection, worldId }, { values: { name, description }, baseline });
    // Discarded changes stay in the session too, until they are replaced, so that Undo has nothing to lose.
    else if (!offeredDraft && !discarded) clearDraft({ connection, worldId });
  }, [dirty, name, description, baseline, connection, worldId, offeredDraft, discarded]);

  // Closing or reloading the tab with unsaved edits: the browser's own leave-page prompt.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Leaving the page inside the app with unsaved edits asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = blocker.state === 'blocked';
  // A save that was under way when the person asked to leave has made the question moot.
  useEffect(() => {
    if (leaving && !dirty) blocker.proceed?.();
  }, [leaving, dirty, blocker]);
  // The app, not the person, may be the one leaving: a refused key sends the person to the settings.
  const leaveReason = leaving ? reasonOf(blocker.location.state) : undefined;

  async function save(formValues: WorldFormValues, { checkConflicts = true } = {}) {
    const toSend = changedFields(formValues, baseline);
    // A second click or shortcut while a save is under way must not send a second request.
    if (saving.current || !hasChanges(toSend)) return;
    saving.current = true;
    setStatus({ kind: 'saving' });
    const typedBefore = getValues();
    try {
      const outcome = await onSave({ changes: toSend, loaded: world && checkConflicts ? baseline : undefined });
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
      for (const field of ['name', 'description'] as const) {
        const keepTyped = typedSince[field] !== typedBefore[field] || outcome.unchanged.includes(field);
        if (!keepTyped && typedSince[field] !== saved[field]) setValue(field, saved[field], { shouldValidate: true });
      }
      setOfferedDraft(undefined);
      setDiscarded(undefined);
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
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field === 'name' || field === 'description') setError(field, { type: 'server', message });
      }
    } finally {
      saving.current = false;
    }
  }

  // Validates, then saves; built per call so that handleSubmit only runs in event handlers.
  const submit = (event?: BaseSyntheticEvent) => handleSubmit((formValues) => save(formValues))(event);

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    const modifier = event.ctrlKey || event.metaKey;
    if (!modifier || (event.key.toLowerCase() !== 's' && event.key !== 'Enter')) return;
    // Ctrl/Cmd+S would otherwise open the browser's "Save page" dialog.
    event.preventDefault();
    // While the page asks a question (leave? save anyway?), the form behind it is not what the keys are for.
    if (leaving || status.kind === 'unchecked') return;
    void submit();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const focusAfterRender = useRef<WorldField>(undefined);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    setFocus(focusAfterRender.current);
    focusAfterRender.current = undefined;
  });

  /** Closes the conflict panel; its buttons go with it, so focus goes to the first field in question. */
  function closeConflict(conflicts: FieldConflict[], { takeServer }: { takeServer: boolean }) {
    // The baseline is already the server's (see save()): taking its value is setting the field back to it.
    if (takeServer) {
      for (const { field } of conflicts) setValue(field, baseline[field], { shouldValidate: true });
    }
    focusAfterRender.current = conflicts[0]?.field ?? 'name';
    setStatus({ kind: 'idle' });
  }

  function restoreDraft(draft: Draft) {
    const restored = restoreOnto(draft, baseline);
    setBaseline(restored.baseline);
    reset(restored.baseline);
    for (const field of ['name', 'description'] as const) {
      setValue(field, restored.values[field], { shouldDirty: true, shouldValidate: true });
    }
    setOfferedDraft(undefined);
    setDiscarded(undefined);
    // The banner with the Restore button goes away: focus goes to the restored text, not to the page's body,
    // once the form has re-rendered with it.
    focusAfterRender.current = 'name';
  }

  function discardChanges() {
    setDiscarded({ values: getValues(), baseline });
    reset(baseline);
    setStatus({ kind: 'idle' });
  }

  const isSaving = status.kind === 'saving';
  const changedLabels = Object.keys(changes).map((field) => FIELD_LABELS[field as keyof typeof FIELD_LABELS]);

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-5" aria-label="Edit world">
      {discarded && !dirty ? (
        <Alert
          tone="info"
          title="Your changes were discarded"
          actions={
            // Discard changes has nothing left to do, so the keyboard's focus goes on to the way back.
            <Button autoFocus onClick={() => restoreDraft(discarded)}>
              Undo
            </Button>
          }
        >
          The form is back to the saved values. Undo brings back what you had typed.
        </Alert>
      ) : offeredDraft && !dirty ? (
        <Alert
          tone="info"
          title="You have unsaved changes from earlier"
          actions={
            <>
              <Button variant="primary" onClick={() => restoreDraft(offeredDraft)}>
                Restore unsaved changes
              </Button>
              <Button
                onClick={() => {
                  clearDraft(draftScope);
                  setOfferedDraft(undefined);
                }}
              >
                Discard
              </Button>
            </>
          }
        >
          They were kept in this browser session when the page was left without saving.
        </Alert>
      ) : null}

      <TextField
        label="Name"
        autoComplete="off"
        error={formState.errors.name?.message}
        hint={
          <CharacterCount
            count={characterCount(values.name.trim())}
            max={WORLD_NAME_MAX}
            note={
              nameRequired
                ? 'Required.'
                : world
                  ? 'This world has no name yet; leave empty to keep it so.'
                  : 'Leave empty to keep the current name.'
            }
          />
        }
        {...register('name')}
      />
      <TextAreaField
        label="Description"
        rows={6}
        error={formState.errors.description?.message}
        hint={
          <CharacterCount
            count={characterCount(values.description)}
            max={WORLD_DESCRIPTION_MAX}
            note={world ? 'May be empty: saving an empty description clears it.' : 'Only sent when you fill it in.'}
          />
        }
        {...register('description')}
      />

      {status.kind === 'conflict' ? (
        <ConflictPanel
          conflicts={status.conflicts}
          updated={status.updated}
          onKeepMine={() => void handleSubmit((formValues) => save(formValues, { checkConflicts: false }))()}
          onTakeServer={() => closeConflict(status.conflicts, { takeServer: true })}
          onEditFurther={() => closeConflict(status.conflicts, { takeServer: false })}
        />
      ) : null}

      <SaveStatusAlerts status={status} onRetry={() => void submit()} />

      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: pressed from the keyboard, a button that disables itself would drop focus
            to the page's body. save() itself ignores a press with nothing to send or a save under way. */}
        <Button type="submit" variant="primary" aria-disabled={!dirty || isSaving} aria-keyshortcuts="Control+S Meta+S">
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
        <Button aria-disabled={!dirty || isSaving} onClick={!dirty || isSaving ? undefined : discardChanges}>
          Discard changes
        </Button>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {status.kind === 'saved' && !dirty ? (
            <span className="font-medium text-emerald-700 dark:text-emerald-400">
              <span aria-hidden="true">✓ </span>Saved at {status.at.toLocaleTimeString()}
            </span>
          ) : dirty ? (
            `Unsaved changes: ${changedLabels.join(', ')}`
          ) : null}
        </p>
      </div>
      <p className="text-xs text-slate-500 touch-screen:hidden dark:text-slate-400">
        Shortcut: <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>S</kbd> or <kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd> saves.
      </p>

      <SaveAnywayDialog
        open={status.kind === 'unchecked' && !leaving}
        reason={status.kind === 'unchecked' ? status.reason : ''}
        fields={changedLabels}
        onSaveAnyway={() => void handleSubmit((formValues) => save(formValues, { checkConflicts: false }))()}
        // Nothing was sent: what was typed stays as it is, an unsaved change.
        onCancel={() => setStatus({ kind: 'idle' })}
      />

      <ConfirmDialog
        open={leaving && dirty}
        title={leaveReason ? 'The server refused the API key' : 'Leave without saving?'}
        confirmLabel={leaveReason ? 'Go to the settings without saving' : 'Leave without saving'}
        cancelLabel="Stay on this page"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {leaveReason ? (
          <p className="mb-2">
            It answered “{leaveReason}”, so the dashboard wants to open the settings, where the key can be fixed.
          </p>
        ) : null}
        Your changes to {changedLabels.join(' and ')} are not saved. They stay in this browser session as a draft that
        this page offers back when you return.
      </ConfirmDialog>
    </form>
  );
}

/** Why the app itself navigates away, when it says so in the navigation's state (see useUnauthorizedRedirect). */
function reasonOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null && 'reason' in state && typeof state.reason === 'string'
    ? state.reason
    : undefined;
}
