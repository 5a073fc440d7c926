import type { queueContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { deskDirectoryHandler, liveHandler, myDeskHandler } from './operatorDesk.js';
import { boardGetHandler, kioskIssueTicketHandler, kioskServicesHandler, ticketCancelHandler, ticketGetHandler } from './publicActions.js';
import { archiveServiceHandler, issueDeviceHandler, listDesksHandler, listDevicesHandler, listServicesHandler, revokeDeviceHandler, saveDeskHandler, saveServiceHandler } from './queueAdmin.js';
import { statsHandler } from './queueStats.js';
import { queueTodayHandler } from './queueToday.js';
import { callNextHandler, cancelHandler, finishHandler, noShowHandler, recallHandler, startHandler, transferHandler } from './ticketMoves.js';

/** The queue: administration, the operator console, statistics and the public device surfaces. */
export const queueHandlers: Handlers<typeof queueContracts> = {
  'Queue/ListServices': listServicesHandler,
  'Queue/SaveService': saveServiceHandler,
  'Queue/ArchiveService': archiveServiceHandler,
  'Queue/ListDesks': listDesksHandler,
  'Queue/SaveDesk': saveDeskHandler,
  'Queue/ListDevices': listDevicesHandler,
  'Queue/IssueDevice': issueDeviceHandler,
  'Queue/RevokeDevice': revokeDeviceHandler,
  'Queue/Stats': statsHandler,
  'Queue/Today': queueTodayHandler,
  'Queue/MyDesk': myDeskHandler,
  'Queue/Live': liveHandler,
  'Queue/Desks': deskDirectoryHandler,
  'Queue/CallNext': callNextHandler,
  'Queue/Recall': recallHandler,
  'Queue/Start': startHandler,
  'Queue/Finish': finishHandler,
  'Queue/NoShow': noShowHandler,
  'Queue/Cancel': cancelHandler,
  'Queue/Transfer': transferHandler,
  'Kiosk/Services': kioskServicesHandler,
  'Kiosk/IssueTicket': kioskIssueTicketHandler,
  'Board/Get': boardGetHandler,
  'Ticket/Get': ticketGetHandler,
  'Ticket/Cancel': ticketCancelHandler,
};
