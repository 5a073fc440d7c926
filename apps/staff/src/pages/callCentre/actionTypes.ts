import { HAND_RECORDED_TYPES, INTERACTION_TYPES } from '@abitura/contracts/vocabulary';

/**
 * A template's action type is an interaction type's id (CallService/createInteraction's
 * actionType; CallCenterDefault answers 8, «Не дозвонились»): shown with the type's name, so
 * nobody has to know the ids.
 */
export function actionTypeLabel(id: number): string {
  const type = INTERACTION_TYPES.find((entry) => entry.id === id);
  return type ? `${id} — ${type.name}` : String(id);
}

/** The types a follow-up may record (the system ones move the processing status; a callback is booked by the call). */
export const ACTION_TYPE_CHOICES = HAND_RECORDED_TYPES.map((type) => ({
  value: String(type.id),
  label: actionTypeLabel(type.id),
}));
