import type { getAbiturient } from '@abitura/contracts';
import type { Handler } from '../../actions/handlerTypes.js';
import { loadApplicantRecord } from './applicantRecord.js';

/** The whole record of one applicant with the counts of the 360 view's tabs. */
export const getAbiturientHandler: Handler<typeof getAbiturient> = async ({ id }, ctx) => loadApplicantRecord(ctx.db, id, ctx.now);
