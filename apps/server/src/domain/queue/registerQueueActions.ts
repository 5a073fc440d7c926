import {
  archiveQueueService,
  boardGet,
  issueQueueDevice,
  kioskIssueTicket,
  kioskServices,
  listQueueDesks,
  listQueueDevices,
  listQueueServices,
  queueCallNext,
  queueCancel,
  queueDeskDirectory,
  queueFinish,
  queueLive,
  queueMyDesk,
  queueNoShow,
  queueRecall,
  queueStart,
  queueStats,
  queueToday,
  queueTransfer,
  revokeQueueDevice,
  saveQueueDesk,
  saveQueueService,
  ticketCancel,
  ticketGet,
} from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { boardGetHandler, kioskIssueTicketHandler, kioskServicesHandler, ticketCancelHandler, ticketGetHandler } from './publicActions.js';
import { deskDirectoryHandler, liveHandler, myDeskHandler } from './operatorDesk.js';
import { archiveServiceHandler, issueDeviceHandler, listDesksHandler, listDevicesHandler, listServicesHandler, revokeDeviceHandler, saveDeskHandler, saveServiceHandler } from './queueAdmin.js';
import { statsHandler } from './queueStats.js';
import { queueTodayHandler } from './queueToday.js';
import { callNextHandler, cancelHandler, finishHandler, noShowHandler, recallHandler, startHandler, transferHandler } from './ticketMoves.js';

/** The queue: administration, the operator console, statistics and the public device surfaces. */
export function registerQueueActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(listQueueServices, listServicesHandler)
    .register(saveQueueService, saveServiceHandler)
    .register(archiveQueueService, archiveServiceHandler)
    .register(listQueueDesks, listDesksHandler)
    .register(saveQueueDesk, saveDeskHandler)
    .register(listQueueDevices, listDevicesHandler)
    .register(issueQueueDevice, issueDeviceHandler)
    .register(revokeQueueDevice, revokeDeviceHandler)
    .register(queueStats, statsHandler)
    .register(queueToday, queueTodayHandler)
    .register(queueMyDesk, myDeskHandler)
    .register(queueLive, liveHandler)
    .register(queueDeskDirectory, deskDirectoryHandler)
    .register(queueCallNext, callNextHandler)
    .register(queueRecall, recallHandler)
    .register(queueStart, startHandler)
    .register(queueFinish, finishHandler)
    .register(queueNoShow, noShowHandler)
    .register(queueCancel, cancelHandler)
    .register(queueTransfer, transferHandler)
    .register(kioskServices, kioskServicesHandler)
    .register(kioskIssueTicket, kioskIssueTicketHandler)
    .register(boardGet, boardGetHandler)
    .register(ticketGet, ticketGetHandler)
    .register(ticketCancel, ticketCancelHandler);
}
