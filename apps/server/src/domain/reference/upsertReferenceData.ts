import type { Db } from '../../db/open.js';

/** TEMPORARY scaffold: the reference helper fills the lists and specialities here. */
export async function upsertReferenceData(_db: Db): Promise<void> {}
