import type { importMosru } from '@abitura/contracts';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';

export const importMosruHandler: Handler<typeof importMosru> = async () => fail('INTERNAL');
