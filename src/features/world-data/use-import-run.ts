import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { importPartsOf, invalidateWorldData, takeBackPartsOf, TRIPLES_PER_PART } from '../../api/add-triples';
import { connectionId, useConnection } from '../../api/connection';
import { worldFactsQuery, type WorldFacts } from '../../api/manage-worlds';
import {
  forgetImportUnderWay,
  importUnderWay,
  keepImportUnderWay,
  type FileId,
  type ImportUnderWay,
} from './import-resume';
import type { TermLosses } from './import-stream';
import { unanswered } from './import-send';
import { readParts, type PartSource } from './part-source';
import type { FileFormat } from './rdf-check';

/*
 * One import of a file, as the Data page runs it: the world counted first; the file read as a stream in a worker,
 * a part at a time (import-stream.ts); each part sent, and the next read only once it was acknowledged; what was
 * acknowledged kept on the device after each part (import-resume.ts), so a failure, a closed tab or a reload can be
 * resumed from the first part not acknowledged; the world counted again at the end, for the proof. Cancel stops
 * after the part in flight. Parts sent before a broken line, a failure or a Cancel can be taken back (DELETE DATA).
 */

/** How far an import is: bytes of the file behind the acknowledged parts, the parts and their triples. */
export interface Progress {
  size: number;
  /** Triples a part is cut at: taking parts back must cut the same parts. */
  perPart: number;
  bytesAcknowledged: number;
  partsAcknowledged: number;
  triplesAcknowledged: number;
  /** Parts acknowledged before this run (a resumed import), and the bytes and time this run started at. */
  resumedFrom: number;
  bytesAtStart: number;
  triplesAtStart: number;
  startedAt: number;
  now: number;
}

export interface Proof {
  /** The file's triples, and those in named graphs (not in the default graph's count). */
  fileTriples: number;
  inNamedGraphs: number;
  parts: number;
  before: number | undefined;
  after: WorldFacts;
  losses: TermLosses;
  splitBlankNodes: number;
  resumedFrom: number;
}

export type RunState =
  | { step: 'counting' }
  | { step: 'skipping'; progress: Progress; bytesRead: number; parts: number }
  | { step: 'sending'; progress: Progress; cancelling: boolean }
  | { step: 'recounting'; progress: Progress }
  | { step: 'done'; proof: Proof }
  | { step: 'cancelled'; progress: Progress }
  | { step: 'failed'; progress: Progress; error: unknown }
  | { step: 'broken'; progress: Progress; line: number | undefined; reason: string }
  | { step: 'unwritable'; progress: Progress; triple: number; subject: string; reason: string }
  | { step: 'taking-back'; done: number; parts: number }
  | { step: 'taken-back'; parts: number; triples: number; after: WorldFacts }
  | { step: 'take-back-failed'; done: number; parts: number; error: unknown };

interface ImportFile {
  file: File;
  id: FileId;
  format: FileFormat;
}

/** A part that got no answer is sent again this many times in all (adding is a set: nothing lands twice). */
const PART_ATTEMPTS = 3;
const RETRY_AFTER_MS = 1_000;

/**
 * Sends a part; one that got no answer (a time-out on a busy server, a dropped connection) is sent again after a
 * pause, since sending it twice adds nothing twice; a refusal is final at once.
 */
async function sendPart(send: () => Promise<void>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await send();
      return;
    } catch (error) {
      if (attempt >= PART_ATTEMPTS || !unanswered(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * attempt));
    }
  }
}

export function useImportRun(worldId: string, { file, id, format }: ImportFile) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [state, setState] = useState<RunState>();
  const cancelAsked = useRef(false);
  // Read through a function: Cancel sets it while a part is in flight, which TypeScript's narrowing cannot see.
  const cancelAskedNow = () => cancelAsked.current;
  const source = useRef<PartSource>(undefined);
  // Leaving the page ends the reading (the part in flight still lands; what was acknowledged is kept).
  useEffect(() => () => source.current?.stop(), []);
  const countNow = () =>
    queryClient
      .query({ ...worldFactsQuery(connection, worldId), staleTime: 0 })
      .catch((error: unknown): WorldFacts => ({
        triplesError: error instanceof Error ? error.message : String(error),
      }));
  const connectionKey = connectionId(connection);

  async function run(resume: ImportUnderWay | undefined) {
    cancelAsked.current = false;
    setState({ step: 'counting' });
    const startedAt = Date.now();
    const perPart = resume?.perPart ?? TRIPLES_PER_PART;
    let progress: Progress = {
      size: file.size,
      perPart,
      bytesAcknowledged: resume?.bytesAcknowledged ?? 0,
      partsAcknowledged: resume?.partsAcknowledged ?? 0,
      triplesAcknowledged: resume?.triplesAcknowledged ?? 0,
      resumedFrom: resume?.partsAcknowledged ?? 0,
      bytesAtStart: resume?.bytesAcknowledged ?? 0,
      triplesAtStart: resume?.triplesAcknowledged ?? 0,
      startedAt,
      now: startedAt,
    };
    let importParts;
    try {
      importParts = await importPartsOf(connection);
    } catch (error) {
      setState({ step: 'failed', progress, error });
      return;
    }
    const countBefore = resume ? resume.countBefore : (await countNow()).triples;
    const reading = readParts({
      file,
      format,
      partFormat: importParts.format,
      perPart,
      skipParts: progress.resumedFrom,
    });
    source.current = reading;
    let inNamedGraphs = 0;
    try {
      for (;;) {
        const message = await reading.next();
        if (message.kind === 'skipping') {
          setState({ step: 'skipping', progress, bytesRead: message.bytesRead, parts: message.parts });
          continue;
        }
        if (message.kind === 'broken') {
          setState({ step: 'broken', progress, line: message.line, reason: message.reason });
          return;
        }
        if (message.kind === 'unwritable') {
          const { triple, subject, reason } = message;
          setState({ step: 'unwritable', progress, triple, subject, reason });
          return;
        }
        if (message.kind === 'end') {
          forgetImportUnderWay(connectionKey, worldId, id);
          setState({ step: 'recounting', progress });
          await invalidateWorldData(connection, queryClient, worldId);
          const after = await countNow();
          setState({
            step: 'done',
            proof: {
              fileTriples: message.triples,
              inNamedGraphs,
              parts: message.parts,
              before: countBefore,
              after,
              losses: message.losses,
              splitBlankNodes: message.splitBlankNodes,
              resumedFrom: progress.resumedFrom,
            },
          });
          return;
        }
        setState({ step: 'sending', progress, cancelling: cancelAsked.current });
        try {
          await sendPart(() => importParts.send(worldId, message.text));
        } catch (error) {
          setState({ step: 'failed', progress, error });
          return;
        }
        inNamedGraphs += message.inNamedGraphs;
        progress = {
          ...progress,
          bytesAcknowledged: message.bytesRead,
          partsAcknowledged: message.index + 1,
          triplesAcknowledged: progress.triplesAcknowledged + message.triples,
          now: Date.now(),
        };
        keepImportUnderWay({
          connection: connectionKey,
          worldId,
          file: id,
          perPart,
          partsAcknowledged: progress.partsAcknowledged,
          triplesAcknowledged: progress.triplesAcknowledged,
          bytesAcknowledged: progress.bytesAcknowledged,
          ...(countBefore === undefined ? {} : { countBefore }),
          updatedAt: progress.now,
        });
        if (cancelAskedNow()) {
          setState({ step: 'cancelled', progress });
          return;
        }
        setState({ step: 'sending', progress, cancelling: false });
      }
    } catch (error) {
      setState({ step: 'failed', progress, error });
    } finally {
      reading.stop();
      if (source.current === reading) source.current = undefined;
      void invalidateWorldData(connection, queryClient, worldId);
    }
  }

  /** Takes back the first `parts` parts: the file read again to the same parts, each sent as a DELETE DATA. */
  async function takeBack({ partsAcknowledged: parts, perPart }: Progress) {
    const send = await takeBackPartsOf(connection);
    if (!send) return;
    setState({ step: 'taking-back', done: 0, parts });
    const reading = readParts({ file, format, partFormat: 'sparql-delete', perPart, skipParts: 0, lastPart: parts });
    source.current = reading;
    let done = 0;
    let triples = 0;
    try {
      for (;;) {
        const message = await reading.next();
        if (message.kind !== 'part') break;
        await send(worldId, message.text);
        done += 1;
        triples += message.triples;
        setState({ step: 'taking-back', done, parts });
      }
      forgetImportUnderWay(connectionKey, worldId, id);
      await invalidateWorldData(connection, queryClient, worldId);
      setState({ step: 'taken-back', parts: done, triples, after: await countNow() });
    } catch (error) {
      setState({ step: 'take-back-failed', done, parts, error });
    } finally {
      reading.stop();
      void invalidateWorldData(connection, queryClient, worldId);
    }
  }

  function cancel() {
    cancelAsked.current = true;
    setState((now) => (now?.step === 'sending' ? { ...now, cancelling: true } : now));
  }

  return {
    state,
    start: (resume?: ImportUnderWay) => void run(resume),
    /** Continues from the first part not acknowledged, as remembered on the device. */
    resume: () => void run(importUnderWay(connectionKey, worldId, id)),
    startAgain: () => {
      forgetImportUnderWay(connectionKey, worldId, id);
      void run(undefined);
    },
    cancel,
    takeBack: (progress: Progress) => void takeBack(progress),
  };
}
