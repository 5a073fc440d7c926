import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { pageOf } from '../../testing/replies.js';
import { manualClock } from '../../testing/timing.js';
import { testClients } from '../../testing/testClients.js';
import { createLettersModel, letterActions } from './lettersListModel.js';
import { letter, letterCard } from './testing/fixtures.js';

const newClient = testClients();

function setup(respond: Responder) {
  const test = newClient(respond);
  const clock = manualClock();
  const onQuery = vi.fn();
  const model = createLettersModel({ client: test.client, onQuery, clock });
  const params = (action: string) => test.requests.filter((envelope) => envelope.action === action).map((envelope) => envelope.params as Record<string, unknown>);
  return { model, clock, onQuery, params };
}

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('letter actions', () => {
  it('offers only the moves the letter state machine allows, and none without the right', () => {
    expect(letterActions('fail', true)).toEqual(['resend']);
    expect(letterActions('pending', true)).toEqual(['decline']);
    expect(letterActions('wait', true)).toEqual(['decline']);
    expect(letterActions('onwork', true)).toEqual([]);
    expect(letterActions('reclaimed', true)).toEqual([]);
    expect(letterActions('fail', false)).toEqual([]);
    expect(letterActions('nonsense', true)).toEqual([]);
  });
});

describe('letters list model', () => {
  it('asks for the newest letters first, then the chosen statuses and search, keeping them in the address', async () => {
    const { model, params, onQuery, clock } = setup(respondWith({ 'Letter/List': () => ok(pageOf([letter()])) }));
    model.applyQuery('');
    await settle(model);
    expect(params('Letter/List')[0]).toEqual({ sort: 'created_at', direction: 'desc', page: 1, pageSize: 25 });

    model.setFilters({ status: ['wait', 'fail'] });
    await settle(model);
    // The address and the request list the statuses in the vocabulary's order, whatever order they were ticked in.
    expect(onQuery).toHaveBeenLastCalledWith('status=fail&status=wait', 'push');
    expect(params('Letter/List').at(-1)).toEqual({ status: ['fail', 'wait'], sort: 'created_at', direction: 'desc', page: 1, pageSize: 25 });

    model.setSearchText('  ivanov ');
    expect(params('Letter/List')).toHaveLength(2);
    clock.runAll();
    await settle(model);
    expect(params('Letter/List').at(-1)).toMatchObject({ search: 'ivanov', status: ['fail', 'wait'] });
  });

  it('reads the statuses from the address, dropping ones that do not exist', async () => {
    const { model, params, onQuery } = setup(respondWith({ 'Letter/List': () => ok(pageOf([])) }));
    model.applyQuery('status=block&status=lost&page=2&pageSize=50');
    await settle(model);
    expect(params('Letter/List')[0]).toEqual({ status: ['block'], sort: 'created_at', direction: 'desc', page: 2, pageSize: 50 });
    expect(onQuery).toHaveBeenCalledWith('status=block&page=2&pageSize=50', 'replace');
  });

  it('replaces the row with the answer of a resend and reads the page again', async () => {
    const failed = letter({ id: 5, status: 'fail', last_error: '550 mailbox unavailable' });
    const { model, params } = setup(
      respondWith({ 'Letter/List': () => ok(pageOf([failed])), 'Letter/Resend': () => ok({ ...failed, status: 'reclaimed', attempts: 0 }) }),
    );
    model.applyQuery('');
    await settle(model);
    const outcome = await model.resend(5);
    expect(outcome.ok).toBe(true);
    expect(params('Letter/Resend')).toEqual([{ id: 5 }]);
    expect(model.rows.value[0]?.status).toBe('reclaimed');
    await settle(model);
    expect(params('Letter/List')).toHaveLength(2);
  });

  it('keeps the row and reports the refusal of a decline', async () => {
    const sending = letter({ id: 6, status: 'pending' });
    const { model } = setup(
      respondWith({ 'Letter/List': () => ok(pageOf([sending])), 'Letter/Decline': () => fail('CONFLICT', 'Нельзя отменить письмо, которое сейчас отправляется') }),
    );
    model.applyQuery('');
    await settle(model);
    const outcome = await model.decline(6);
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'CONFLICT' } });
    expect(model.rows.value[0]?.status).toBe('pending');
  });

  it('opens a letter with its text and closes it', async () => {
    const { model, params } = setup(respondWith({ 'Letter/Get': () => ok(letterCard({ id: 9 })) }));
    await model.openLetter(9);
    expect(params('Letter/Get')).toEqual([{ id: 9 }]);
    expect(model.opened.id.value).toBe(9);
    expect(model.opened.card.value?.text).toBe('Здравствуйте, Иван!');
    model.closeLetter();
    expect(model.opened.id.value).toBeNull();
    expect(model.opened.card.value).toBeNull();
  });
});
