import { createCallInteraction } from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { createCallInteractionHandler } from './createCallInteraction.js';

/** The call card's follow-up interaction (CallService/createInteraction). */
export function registerCallInteractionActions(registry: ActionRegistry): ActionRegistry {
  return registry.register(createCallInteraction, createCallInteractionHandler);
}
