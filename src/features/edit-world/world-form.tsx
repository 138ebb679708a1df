import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { World } from '../../api/schemas';
import { ConflictPanel } from './conflict-panel';
import { DraftAlerts } from './draft-alerts';
import type { Draft, DraftScope } from './draft-storage';
import { editFormSchema } from './edit-form-schema';
import { LeaveDialog } from './leave-dialog';
import { ReindexWarningDialog } from './reindex-warning-dialog';
import { SaveAnywayDialog } from './save-anyway-dialog';
import { SaveBar } from './save-bar';
import { SaveStatusAlerts } from './save-status-alerts';
import { SearchSettingsFields } from './search-settings-fields';
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
  NUMBER_SETTINGS,
  restoreOnto,
  unknownBaseline,
  type EditValues,
  type FieldConflict,
} from './world-changes';

interface WorldFormProps {
  /** The connection's ID and the world's, whose draft the form keeps. */
  draftScope: DraftScope;
  /** The world as read from the server; undefined when it could not be read. */
  world: World | undefined;
  /** Whether the server keeps a description (capabilities.description): where it does not, none is shown or sent. */
  keepsDescription: boolean;
  /** Whether a world has search settings of its own (capabilities.searchSettings): only then are they shown. */
  hasSearchSettings: boolean;
  onSave: (request: SaveRequest) => Promise<SaveOutcome>;
}

/**
 * Edits a world's name and description, and its search settings where it has them. Knows nothing of HTTP: the page
 * loads the world and performs the save. Never loses what the person typed: failures keep the values, unsaved edits
 * survive a reload as a draft, and leaving asks first.
 */
export function WorldForm({
  draftScope,
  world: worldProp,
  keepsDescription,
  hasSearchSettings,
  onSave,
}: WorldFormProps) {
  // The world as it was when the form opened: a later successful read (a refetch on focus) must not
  // switch a form that started without one into "loaded" mode under the person's hands.
  const [world] = useState(worldProp);
  const [baseline, setBaseline] = useState(() => (world ? baselineOf(world) : unknownBaseline));

  // A world the server holds without a name (created so) may stay nameless: a description alone can be saved.
  const nameRequired = world !== undefined && world.name.trim() !== '';
  const settings = !hasSearchSettings ? 'none' : world?.searchSettings ? 'known' : 'unknown';
  const form = useForm<EditValues>({
    resolver: zodResolver(editFormSchema({ nameRequired, settings })),
    defaultValues: baseline,
    mode: 'onChange',
  });
  const { setValue, reset, getValues } = form;
  const watched = useWatch({ control: form.control });
  // Where the server keeps no description, or a world has no search settings, the form holds the values it started
  // with, so no change of them is ever sent.
  const typed = (field: 'embeddingModel' | (typeof NUMBER_SETTINGS)[number]) =>
    hasSearchSettings ? (watched[field] ?? '') : baseline[field];
  const values: EditValues = {
    name: watched.name ?? '',
    description: keepsDescription ? (watched.description ?? '') : baseline.description,
    embeddingModel: typed('embeddingModel'),
    chunkSize: typed('chunkSize'),
    topK: typed('topK'),
    minScore: typed('minScore'),
  };
  const changes = changedFields(values, baseline);
  const dirty = hasChanges(changes);

  const draft = useDraft(draftScope, { values, baseline, dirty });
  const leave = useLeaveGuard(dirty);
  const { status, clearStatus, submit, submitUnchecked, submitReindexing } = useWorldSave({
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

      {settings === 'none' ? null : <SearchSettingsFields form={form} known={settings === 'known'} />}

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

      <ReindexWarningDialog
        open={status.kind === 'reindex-warning' && !leave.leaving}
        from={status.kind === 'reindex-warning' ? status.from : ''}
        to={status.kind === 'reindex-warning' ? status.to : ''}
        onSave={submitReindexing}
        // Nothing was sent: what was typed stays as it is, an unsaved change.
        onCancel={clearStatus}
      />
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
