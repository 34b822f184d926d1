import { checkpointAfter, COMPACTABLE } from '../outbox-transitions';
import type { PortalDb } from '../portal-db';
import { CHECKPOINT_ID, type CommandLogEntry } from '../records';
import type { CommandLogRepo } from '../storage';

export function createDexieCommandLog(db: PortalDb): CommandLogRepo {
  const { outbox, commandLog } = db;
  return {
    // The seq index holds entries only (the checkpoint row has no seq).
    entries: () => commandLog.orderBy('seq').toArray() as Promise<CommandLogEntry[]>,

    checkpoint: async () => {
      const row = await commandLog.get(CHECKPOINT_ID);
      return row?.kind === 'checkpoint' ? row : undefined;
    },

    compact: (throughSeq, at) =>
      db.transaction('rw', outbox, commandLog, async () => {
        const row = await commandLog.get(CHECKPOINT_ID);
        const current = row?.kind === 'checkpoint' ? row : undefined;
        if (throughSeq <= (current?.throughSeq ?? 0)) return 0;
        const dropped = await commandLog.where('seq').belowOrEqual(throughSeq).primaryKeys();
        const records = await outbox.where('seq').belowOrEqual(throughSeq).toArray();
        const done = records.filter((r) => COMPACTABLE.includes(r.status)).map((r) => r.id);
        await commandLog.bulkDelete(dropped);
        await outbox.bulkDelete(done);
        await commandLog.put(checkpointAfter(current, throughSeq, dropped.length, at));
        return dropped.length;
      }),
  };
}
