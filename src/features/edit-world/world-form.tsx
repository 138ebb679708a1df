import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { worldFormSchema, unreadWorldFormSchema, type World, type WorldFormValues } from '../../api/schemas';
import { ConflictPanel } from './conflict-panel';
import { DraftAlerts } from './draft-alerts';
import type { Draft, DraftScope } from './draft-storage';
import { LeaveDialog } from './leave-dialog';
import { SaveAnywayDialog } from './save-anyway-dialog';
import { SaveBar } from './save-bar';
import { SaveStatusAlerts } from './save-status-alerts';
import { useDraft } from './use-draft';
import { useFocusAfterRender } from './use-focus-after-render';
import { useLeaveGuard } from './use-leave-guard';
import { useSaveShortcut } from './use-save-shortcut';
import { useWorldSave, type SaveOutcome, type SaveRequest } from './use-world-save';
import { WorldFields } from './world-fields';
import {
  baselineOf,
  changedFields,
  FIELD_LABELS,
  FIELDS,
  hasChanges,
  restoreOnto,
  unknownBaseline,
  type FieldConflict,
} from './world-changes';

interface WorldFormProps {
  /** The connection's ID and the world's, whose draft the form keeps. */
  draftScope: DraftScope;
  /** The world as read from the server; undefined when it could not be read. */
  world: World | undefined;
  /** Whether the server keeps a description (capabilities.description): where it does not, none is shown or sent. */
  keepsDescription: boolean;
  onSave: (request: SaveRequest) => Promise<SaveOutcome>;
}

/**
 * Edits a world's name and description. Knows nothing of HTTP: the page loads
 * the world and performs the save. Never loses what the person typed: failures
 * keep the values, unsaved edits survive a reload as a draft, and leaving asks
 * first.
 */
export function WorldForm({ draftScope, world: worldProp, keepsDescription, onSave }: WorldFormProps) {
  // The world as it was when the form opened: a later successful read (a refetch on focus) must not
  // switch a form that started without one into "loaded" mode under the person's hands.
  const [world] = useState(worldProp);
  const [baseline, setBaseline] = useState(() => (world ? baselineOf(world) : unknownBaseline));

  // A world the server holds without a name (created so) may stay nameless: a description alone can be saved.
  const nameRequired = world !== undefined && world.name.trim() !== '';
  const form = useForm<WorldFormValues>({
    resolver: zodResolver(nameRequired ? worldFormSchema : unreadWorldFormSchema),
    defaultValues: baseline,
    mode: 'onChange',
  });
  const { setValue, reset, getValues } = form;
  const watched = useWatch({ control: form.control });
  // Where the server keeps no description, the form holds the one it started with, so no change of it is ever sent.
  const values: WorldFormValues = {
    name: watched.name ?? '',
    description: keepsDescription ? (watched.description ?? '') : baseline.description,
  };
  const changes = changedFields(values, baseline);
  const dirty = hasChanges(changes);

  const draft = useDraft(draftScope, { values, baseline, dirty });
  const leave = useLeaveGuard(dirty);
  const { status, clearStatus, submit, submitUnchecked } = useWorldSave({
    form,
    world,
    baseline,
    setBaseline,
    onSave,
    onSaved: draft.settle,
  });
  useSaveShortcut(() => void submit(), leave.leaving || status.kind === 'unchecked');
  const focusAfterRender = useFocusAfterRender(form.setFocus);

  /** Closes the conflict panel; its buttons go with it, so focus goes to the first field in question. */
  function closeConflict(conflicts: FieldConflict[], { takeServer }: { takeServer: boolean }) {
    // The baseline is already the server's (see useWorldSave): taking its value is setting the field back to it.
    if (takeServer) {
      for (const { field } of conflicts) setValue(field, baseline[field], { shouldValidate: true });
    }
    focusAfterRender(conflicts[0]?.field ?? 'name');
    clearStatus();
  }

  function restoreDraft(restoring: Draft) {
    const restored = restoreOnto(restoring, baseline);
    setBaseline(restored.baseline);
    reset(restored.baseline);
    for (const field of FIELDS) {
      setValue(field, restored.values[field], { shouldDirty: true, shouldValidate: true });
    }
    draft.settle();
    // The banner with the Restore button goes away: focus goes to the restored text, not to the page's body.
    focusAfterRender('name');
  }

  function discardChanges() {
    draft.keepDiscarded({ values: getValues(), baseline });
    reset(baseline);
    clearStatus();
  }

  const changedLabels = Object.keys(changes).map((field) => FIELD_LABELS[field as keyof typeof FIELD_LABELS]);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-3xl flex-col gap-5"
      aria-label="Edit world"
    >
      {dirty ? null : (
        <DraftAlerts
          discarded={draft.discarded}
          offered={draft.offered}
          onRestore={restoreDraft}
          onDecline={draft.declineOffered}
        />
      )}

      <WorldFields
        form={form}
        values={values}
        world={world}
        nameRequired={nameRequired}
        keepsDescription={keepsDescription}
      />

      {status.kind === 'conflict' ? (
        <ConflictPanel
          conflicts={status.conflicts}
          updated={status.updated}
          onKeepMine={submitUnchecked}
          onTakeServer={() => closeConflict(status.conflicts, { takeServer: true })}
          onEditFurther={() => closeConflict(status.conflicts, { takeServer: false })}
        />
      ) : null}

      <SaveStatusAlerts status={status} onRetry={() => void submit()} />

      <SaveBar status={status} changed={changedLabels} onDiscard={discardChanges} />

      <SaveAnywayDialog
        open={status.kind === 'unchecked' && !leave.leaving}
        reason={status.kind === 'unchecked' ? status.reason : ''}
        fields={changedLabels}
        onSaveAnyway={submitUnchecked}
        // Nothing was sent: what was typed stays as it is, an unsaved change.
        onCancel={clearStatus}
      />
      <LeaveDialog
        open={leave.leaving && dirty}
        reason={leave.reason}
        fields={changedLabels}
        onLeave={leave.leave}
        onStay={leave.stay}
      />
    </form>
  );
}
