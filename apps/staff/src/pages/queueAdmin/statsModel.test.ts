import { describe, expect, it } from 'vitest';
import { respondWith } from '@abitura/ui/testing';
import { paramsOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';
import { statsCsv, statsFilename } from './statsCsv.js';
import { createStatsModel } from './statsModel.js';
import { periodProblem, quickOf, quickPeriod } from './statsPeriod.js';
import { byHour, formatDuration, hourPoints, hourSpan, serviceTotals } from './statsSeries.js';
import { consoleServer, STATS_ROWS } from './testing/consoleServer.js';

const newClient = testClients();
/** 00:30 on 21.11.2026 in Moscow, still the 20th in UTC: "today" is Moscow's. */
const NOW = Date.parse('2026-11-20T21:30:00Z');
const HEADER = ['Услуга', 'Час', 'Ожиданий', 'Ож. ср.', 'Ож. p50', 'Ож. p90', 'Обслужено', 'Обсл. ср.', 'Обсл. p50', 'Обсл. p90'];

function setup() {
  const server = consoleServer();
  const test = newClient(respondWith(server.handlers));
  const saved: { filename: string; blob: Blob }[] = [];
  const model = createStatsModel({ client: test.client, csvHeader: () => HEADER, now: () => NOW, download: (filename, blob) => void saved.push({ filename, blob }) });
  return { ...test, model, saved };
}

describe('statistics period', () => {
  it('offers today, 7 and 30 days up to today', () => {
    expect(quickPeriod('today', '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(quickPeriod('week', '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(quickPeriod('month', '2026-11-21')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(quickOf({ from: '2026-11-15', to: '2026-11-21' }, '2026-11-21')).toBe('week');
    expect(quickOf({ from: '2026-11-14', to: '2026-11-21' }, '2026-11-21')).toBeNull();
  });

  it('asks only for a complete period that does not run backwards', () => {
    expect(periodProblem({ from: '2026-11-15', to: '2026-11-21' })).toBeNull();
    expect(periodProblem({ from: '2026-11-21', to: '2026-11-21' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-11-21' })).toBe('incomplete');
    expect(periodProblem({ from: '2026-02-30', to: '2026-11-21' })).toBe('incomplete');
    expect(periodProblem({ from: '2026-11-22', to: '2026-11-21' })).toBe('order');
  });
});

describe('statistics series', () => {
  it('joins the services per hour with means weighted by count, gaps as empty hours', () => {
    expect(byHour(STATS_ROWS, 'wait')).toEqual([
      { hour: 9, count: 5, meanSeconds: 252 },
      { hour: 10, count: 0, meanSeconds: null },
      { hour: 11, count: 2, meanSeconds: 900 },
    ]);
    expect(byHour(STATS_ROWS, 'serviceTime')).toEqual([
      { hour: 9, count: 3, meanSeconds: 420 },
      { hour: 10, count: 0, meanSeconds: null },
      { hour: 11, count: 2, meanSeconds: 600 },
    ]);
    expect(byHour([], 'wait')).toEqual([]);
  });

  it('totals each service, and draws hours as minutes', () => {
    expect(serviceTotals(STATS_ROWS)).toEqual([
      { serviceId: 1, service: 'Приём документов', wait: { count: 6, meanSeconds: 500 }, serviceTime: { count: 5, meanSeconds: 492 } },
      { serviceId: 2, service: 'Консультация', wait: { count: 1, meanSeconds: 60 }, serviceTime: { count: 0, meanSeconds: null } },
    ]);
    expect(hourPoints(byHour(STATS_ROWS, 'wait'), (figure) => `${hourSpan(figure.hour)}: ${figure.count}`)).toEqual([
      { key: '9', value: 4.2, tick: '09', label: '09:00–10:00: 5' },
      { key: '10', value: 0, tick: '10', label: '10:00–11:00: 0' },
      { key: '11', value: 15, tick: '11', label: '11:00–12:00: 2' },
    ]);
  });

  it('writes durations as minutes:seconds and hours as their span', () => {
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(4510)).toBe('75:10');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(null)).toBe('—');
    expect(hourSpan(9)).toBe('09:00–10:00');
    expect(hourSpan(23)).toBe('23:00–00:00');
  });

  it('makes a CSV a spreadsheet opens, named with the period', () => {
    const csv = statsCsv([...STATS_ROWS, { ...STATS_ROWS[2]!, service: '=Справки; "срочно"' }], HEADER);
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('\uFEFFУслуга;Час;Ожиданий;Ож. ср.;Ож. p50;Ож. p90;Обслужено;Обсл. ср.;Обсл. p50;Обсл. p90');
    expect(lines[1]).toBe('Приём документов;09:00–10:00;4;300;240;600;3;420;400;700');
    expect(lines[3]).toBe('Консультация;09:00–10:00;1;60;60;60;0;;;');
    expect(lines[4]).toBe('"\'=Справки; ""срочно""";09:00–10:00;1;60;60;60;0;;;');
    expect(lines.at(-1)).toBe('');
    expect(statsFilename('2026-11-15', '2026-11-21')).toBe('queue-stats_2026-11-15_2026-11-21.csv');
    expect(statsFilename('2026-11-15', '2026-11-21', 'А')).toBe('queue-stats_2026-11-15_2026-11-21_А.csv');
  });
});

describe('statistics model', () => {
  it('starts with the last 7 Moscow days and reads the services and the rows', async () => {
    const { model, requests } = setup();
    expect(model.period.value).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(model.quick.value).toBe('week');
    await model.start();
    expect(paramsOf(requests, 'Queue/Stats')).toEqual([{ from: '2026-11-15', to: '2026-11-21' }]);
    expect(paramsOf(requests, 'Queue/ListServices')).toEqual([{ archived: true }]);
    expect(model.rows.value).toHaveLength(3);
    expect(model.shown.value).toEqual({ from: '2026-11-15', to: '2026-11-21', serviceId: null });
    expect(model.waitByHour.value.map((figure) => figure.hour)).toEqual([9, 10, 11]);
    expect(model.totals.value).toHaveLength(2);
  });

  it('says what is wrong with the period, asks nothing, and keeps the rows shown', async () => {
    const { model, requests } = setup();
    await model.start();
    model.setFrom('2026-11-22');
    expect(model.problem.value).toBe('order');
    model.setFrom('');
    expect(model.problem.value).toBe('incomplete');
    expect(paramsOf(requests, 'Queue/Stats')).toHaveLength(1);
    expect(model.rows.value).toHaveLength(3);
    expect(model.shown.value?.from).toBe('2026-11-15');
    model.setFrom('2026-11-01');
    await model.load();
    expect(model.problem.value).toBeNull();
    expect(paramsOf(requests, 'Queue/Stats').at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-21' });
  });

  it('reads again for a quick period and for one service', async () => {
    const { model, requests } = setup();
    await model.start();
    model.choose('month');
    expect(model.quick.value).toBe('month');
    model.setService(1);
    await model.load();
    expect(paramsOf(requests, 'Queue/Stats').slice(1)).toEqual([
      { from: '2026-10-23', to: '2026-11-21' },
      { from: '2026-10-23', to: '2026-11-21', serviceId: 1 },
      { from: '2026-10-23', to: '2026-11-21', serviceId: 1 },
    ]);
    expect(model.rows.value.every((row) => row.serviceId === 1)).toBe(true);
    expect(model.shown.value).toEqual({ from: '2026-10-23', to: '2026-11-21', serviceId: 1 });
  });

  it('saves the rows on screen as CSV named with their period and service', async () => {
    const { model, saved } = setup();
    await model.start();
    model.setService(1);
    await model.load();
    await model.exportCsv();
    expect(model.exported.value).toBe(2);
    expect(saved.map((file) => file.filename)).toEqual(['queue-stats_2026-11-15_2026-11-21_А.csv']);
    // Reading the blob back as UTF-8 drops the byte order mark, which statsCsv's own test checks.
    const text = (await saved[0]!.blob.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n').slice(0, 2)).toEqual([HEADER.join(';'), 'Приём документов;09:00–10:00;4;300;240;600;3;420;400;700']);
  });
});
