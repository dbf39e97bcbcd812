import { describe, expect, it } from 'vitest';
import {
  createLedger,
  ledgerView,
  markSent,
  nextWaiting,
  receiveAnswer,
  recordEdit,
  seedLedger,
  settleEdit,
  stampRequest,
  type QueueLedger,
} from './edit-ledger';
import { applyQueueOp, reorderIds, type QueueOp, type QueueTrack } from './order';

type Ledger = QueueLedger<QueueTrack>;
const list = (...ids: string[]): QueueTrack[] => ids.map((id) => ({ id }));
const ids = (ledger: Ledger) => ledgerView(ledger)?.map((track) => track.id);
const twelve = list(...Array.from({ length: 12 }, (_, i) => `t${i + 1}`));

function answered(ledger: Ledger, tracks: readonly QueueTrack[]): Ledger {
  const [stamped, stamp] = stampRequest(ledger);
  return receiveAnswer(stamped, tracks, stamp);
}

function edit(ledger: Ledger, op: QueueOp): [Ledger, number] {
  return recordEdit(ledger, op);
}

/** One arrow press: the track one place up, computed from the queue as shown. */
function pressUp(ledger: Ledger, id: string): Ledger {
  const shown = ledgerView(ledger)!;
  const from = shown.findIndex((track) => track.id === id);
  return recordEdit(ledger, { type: 'reorder', order: reorderIds(shown, from, from - 1) })[0];
}

describe('the queue edit ledger', () => {
  it('shows nothing before the first answer, then the answer', () => {
    const empty = createLedger<QueueTrack>();
    expect(ledgerView(empty)).toBeUndefined();
    expect(ids(answered(empty, list('a', 'b')))).toEqual(['a', 'b']);
  });

  it('six fast presses, then a poll that shows them: the row stays where the server has it', () => {
    // The defect this guards against: the screen going back to the fifth press's place and
    // staying there.
    let ledger = answered(createLedger(), twelve);
    for (let press = 0; press < 6; press += 1) ledger = pressUp(ledger, 't9');
    expect(ids(ledger)?.indexOf('t9')).toBe(2);
    // The six presses are one edit, sent once, with the order on screen.
    const edit = nextWaiting(ledger)!;
    expect(ledger.edits).toHaveLength(1);
    ledger = markSent(ledger, edit.key);
    const server = applyQueueOp(twelve, edit.op);
    ledger = settleEdit(ledger, edit.key, true);
    ledger = answered(ledger, server);
    expect(ledger.edits).toEqual([]);
    expect(ids(ledger)).toEqual(server.map((track) => track.id));
    expect(ids(ledger)?.indexOf('t9')).toBe(2);
  });

  it('ignores an answer requested before an edit was answered, takes the next one', () => {
    const [edited, key] = edit(answered(createLedger(), list('a', 'b', 'c')), {
      type: 'play-next',
      id: 'c',
    });
    let ledger = markSent(edited, key);
    const [stamped, early] = stampRequest(ledger); // a poll goes out while the edit is in flight
    ledger = settleEdit(stamped, key, true);
    // It was answered after the edit, from a server that did not have it yet.
    ledger = receiveAnswer(ledger, list('a', 'b', 'c'), early);
    expect(ids(ledger)).toEqual(['c', 'a', 'b']);
    expect(ledger.edits).toHaveLength(1);
    ledger = answered(ledger, list('c', 'a', 'b'));
    expect(ledger.edits).toEqual([]);
    expect(ids(ledger)).toEqual(['c', 'a', 'b']);
  });

  it('keeps an edit in flight over an answer requested meanwhile, whichever it holds', () => {
    const [edited, key] = edit(answered(createLedger(), list('a', 'b', 'c')), {
      type: 'remove',
      id: 'b',
    });
    const ledger = markSent(edited, key);
    expect(ids(answered(ledger, list('a', 'b', 'c')))).toEqual(['a', 'c']);
    expect(ids(answered(ledger, list('a', 'c')))).toEqual(['a', 'c']);
  });

  it('never goes back to an older answer that arrives after a newer one', () => {
    let ledger = answered(createLedger(), list('a', 'b'));
    const [first, older] = stampRequest(ledger);
    const [second, newer] = stampRequest(first);
    ledger = receiveAnswer(second, list('b', 'a'), newer);
    ledger = receiveAnswer(ledger, list('a', 'b'), older);
    expect(ids(ledger)).toEqual(['b', 'a']);
  });

  it('rolls back a refused edit and the reorders made on top of it, not the rest', () => {
    const [edited, refused] = edit(answered(createLedger(), list('a', 'b', 'c', 'd')), {
      type: 'remove',
      id: 'b',
    });
    let ledger = markSent(edited, refused);
    ledger = pressUp(ledger, 'd'); // a, c, d -> a, d, c
    [ledger] = edit(ledger, { type: 'play-next', id: 'c' });
    expect(ids(ledger)).toEqual(['c', 'a', 'd']);
    ledger = settleEdit(ledger, refused, false);
    expect(ids(ledger)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('coalesces presses only while the reorder waits: one sent is not changed', () => {
    let ledger = answered(createLedger(), list('a', 'b', 'c'));
    ledger = pressUp(ledger, 'c');
    const first = nextWaiting(ledger)!;
    ledger = markSent(ledger, first.key);
    ledger = pressUp(ledger, 'b');
    expect(ledger.edits.map((e) => e.status)).toEqual(['sent', 'waiting']);
    expect(ledger.edits[0]!.op).toEqual(first.op);
  });

  it('takes a seed only while there is no answer', () => {
    const seeded = seedLedger(createLedger<QueueTrack>(), list('a'));
    expect(ids(seeded)).toEqual(['a']);
    expect(ids(answered(seeded, list('b')))).toEqual(['b']);
    expect(ids(seedLedger(answered(seeded, list('b')), list('a')))).toEqual(['b']);
  });

  it('keeps the same list for an identical answer, so nothing renders again', () => {
    const tracks = list('a', 'b');
    const ledger = answered(createLedger(), tracks);
    const again = answered(ledger, tracks);
    expect(ledgerView(again)).toBe(ledgerView(ledger));
  });
});
