import type { Logger, Notice, NoticeSink } from '../types.js';

export function createRecordingLogger(): Logger & { infos: string[]; errors: string[] } {
  const infos: string[] = [];
  const errors: string[] = [];
  return { infos, errors, info: (message) => void infos.push(message), error: (message) => void errors.push(message) };
}

export function createNoticeRecorder(): NoticeSink & { notices: Notice[] } {
  const notices: Notice[] = [];
  const sink = ((notice: Notice) => void notices.push(notice)) as NoticeSink & { notices: Notice[] };
  sink.notices = notices;
  return sink;
}
