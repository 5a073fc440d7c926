/**
 * Everything the management page keeps for one kind of set: the matrix, the create / rename
 * dialog and the delete dialog, wired so a saved or deleted set shows in the matrix at once.
 */
import type { Client } from '@abitura/sdk';
import { createDeleteSetModel, type DeleteSetModel } from './deleteSetModel.js';
import { createMatrixModel, type MatrixModel } from './matrixModel.js';
import { createSetApi, type SetKind } from './setApi.js';
import { createSetEditorModel, type SetEditorModel } from './setEditorModel.js';

export interface SetManager {
  kind: SetKind;
  matrix: MatrixModel;
  editor: SetEditorModel;
  remover: DeleteSetModel;
}

export function createSetManager(client: Pick<Client, 'run' | 'session'>, kind: SetKind): SetManager {
  const api = createSetApi(client, kind);
  const matrix = createMatrixModel(client, api);
  return {
    kind,
    matrix,
    editor: createSetEditorModel(api, (set) => matrix.upsert(set)),
    remover: createDeleteSetModel(api, (setId) => matrix.drop(setId)),
  };
}
