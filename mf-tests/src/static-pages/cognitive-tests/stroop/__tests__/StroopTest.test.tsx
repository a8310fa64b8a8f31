import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StroopTest } from '../StroopTest';
import { COLOR_INFO, type StroopColor } from '@akademi/shared/domain/battery/stroop/design';
import type { ResultSaver } from '../../../lib/result-saver';

const params = { sessionId: '11111111-1111-4111-8111-111111111111', studentId: '22222222-2222-4222-8222-222222222222', conductedBy: '33333333-3333-4333-8333-333333333333' };
const FAST = { foreperiodScale: 0, feedbackMs: 1, interTrialMs: 1, retryMs: 5 };

function fakeSaver(firstOutcome: 'stored' | 'pending', online: () => boolean) {
  const save = jest.fn(async () => firstOutcome);
  const flush = jest.fn(async () => (online() ? 0 : 1));
  const saver = { save, flush, recordAggregationFailure: jest.fn(), pendingRows: () => [], start: () => () => undefined } as unknown as ResultSaver;
  return { saver, save, flush };
}

/** An event stamped `afterMs` from now on the performance clock (jsdom stamps with Date.now()). */
function stamped<E extends Event>(ev: E, afterMs = 420): E {
  Object.defineProperty(ev, 'timeStamp', { value: performance.now() + afterMs });
  return ev;
}

async function nextItem(): Promise<Element> {
  return waitFor(() => {
    const el = document.querySelector('[data-stroop-stimulus]');
    if (!el) throw new Error('no item on screen');
    return el;
  });
}

const correctAnswer = (el: Element): StroopColor =>
  (el.getAttribute('data-stage') === '1' ? el.getAttribute('data-word') : el.getAttribute('data-ink')) as StroopColor;

type Via = 'digit' | 'letter' | 'pointer' | 'enter';
async function answer(n: number, choose: (el: Element, k: number) => { color: StroopColor; via: Via }) {
  for (let k = 0; k < n; k += 1) {
    const el = await nextItem();
    const { color, via } = choose(el, k);
    const info = COLOR_INFO[color];
    if (via === 'pointer') {
      screen.getByRole('button', { name: info.label }).dispatchEvent(stamped(new Event('pointerdown', { bubbles: true, cancelable: true })));
    } else if (via === 'enter') {
      const button = screen.getByRole('button', { name: info.label });
      button.focus();
      button.dispatchEvent(stamped(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true })));
    } else {
      const key = via === 'digit' ? info.digit : info.letter.toUpperCase();
      window.dispatchEvent(stamped(new KeyboardEvent('keydown', { key, code: via === 'digit' ? `Digit${key}` : `Key${key}`, bubbles: true, cancelable: true })));
    }
    await waitFor(() => expect(el).not.toBeInTheDocument());
  }
}

test('the whole page: three stages, keys + touch + Enter, one row saved after the network returns', async () => {
  let online = false;
  const { saver, save } = fakeSaver('pending', () => online);
  const finish = jest.fn(async () => undefined);
  render(<StroopTest params={params} startPage={() => ({ saver, stop: () => undefined })} finish={finish} timing={FAST} />);

  expect(screen.getByRole('heading', { name: 'Stroop Testi' })).toBeInTheDocument();
  for (const c of ['Kırmızı', 'Mavi', 'Yeşil', 'Sarı']) expect(screen.queryByRole('button', { name: c })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
  for (const c of ['Kırmızı', 'Mavi', 'Yeşil', 'Sarı']) expect(screen.getByRole('button', { name: c })).toBeInTheDocument();

  // stage 1 practice: the word decides; a wrong answer gets the right colour as feedback
  await answer(4, (el, k) => ({ color: k === 0 ? 'red' : correctAnswer(el), via: 'digit' }));
  expect(await screen.findByRole('heading', { name: 'Bölüm 2: Renkler' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
  await answer(2, (el) => ({ color: correctAnswer(el), via: 'letter' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Teste Başla' }));
  expect(await screen.findByText('Soru 0 / 12')).toBeInTheDocument();
  await answer(12, (el, k) => ({ color: correctAnswer(el), via: k === 3 ? 'pointer' : k === 4 ? 'enter' : 'digit' }));

  expect(await screen.findByRole('heading', { name: 'Bölüm 3: Şaşırtmaca' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
  await answer(3, (el) => ({ color: correctAnswer(el), via: 'digit' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Teste Başla' }));
  // one slip on item 5: the child reads the word instead of naming the ink
  await answer(12, (el, k) => ({ color: k === 4 ? (el.getAttribute('data-word') as StroopColor) : correctAnswer(el), via: k % 2 ? 'pointer' : 'digit' }));

  expect(await screen.findByText(/Bağlantı bekleniyor\./)).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(1);
  expect(finish).not.toHaveBeenCalled();
  online = true;
  expect(await screen.findByRole('heading', { name: 'Stroop testi tamamlandı' })).toBeInTheDocument();
  await waitFor(() => expect(finish).toHaveBeenCalledTimes(1));

  const [table, row] = save.mock.calls[0] as unknown as [string, Record<string, unknown> & { detailed_responses: { stage2: { responses: Record<string, unknown>[] }; stage3: { responses: Record<string, unknown>[] } } }];
  expect(table).toBe('stroop_test_results');
  expect(row).toMatchObject({
    session_id: params.sessionId,
    student_id: params.studentId,
    conducted_by: params.conductedBy,
    stage2_correct_count: 12,
    stage3_correct_count: 11,
    stage2_accuracy: 100,
    stage3_accuracy: 91.67,
    accuracy_percentage: 95.83,
    success_rate: 95.83,
  });
  expect(Date.parse(row.test_end_time as string)).toBeGreaterThanOrEqual(Date.parse(row.test_start_time as string));
  const s2 = row.detailed_responses.stage2.responses;
  const s3 = row.detailed_responses.stage3.responses;
  expect(s2).toHaveLength(12);
  expect(s3).toHaveLength(12);
  expect(s2[3]).toMatchObject({ input: 'pointer', correct: true });
  expect(s2[4]).toMatchObject({ input: 'keyboard', correct: true });
  expect(s3[4]).toMatchObject({ correct: false, timedOut: false });
  expect(s3[4].answer).toBe(s3[4].word);
  for (const r of [...s2, ...s3]) {
    expect(Number.isInteger(r.responseTime)).toBe(true);
    expect(r.responseTime as number).toBeGreaterThanOrEqual(400);
    expect(r.implausible).toBe(false);
  }
  expect(typeof row.interference_ms).toBe('number');
  expect(row.flexibility_score as number).toBeGreaterThan(0);
  expect(row.flexibility_score as number).toBeLessThanOrEqual(91.67);
});

test('practice: a missed item times out with the right answer shown; keys before the item are ignored', async () => {
  const { saver } = fakeSaver('stored', () => true);
  render(<StroopTest params={params} startPage={() => ({ saver, stop: () => undefined })} finish={async () => undefined} timing={{ ...FAST, responseWindowMs: 60, feedbackMs: 400, foreperiodScale: 0.2 }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Alıştırmaya Başla' }));
  // during the fixation cross (first item: MAVİ): a key press has no effect
  await waitFor(() => expect(document.querySelector('[data-fixation]')).not.toBeNull());
  window.dispatchEvent(new KeyboardEvent('keydown', { key: '2', code: 'Digit2', bubbles: true }));
  expect(await screen.findByText('Süre doldu — doğru cevap: Mavi')).toBeInTheDocument();
  expect(screen.getByText('Alıştırma 1 / 4')).toBeInTheDocument();
});
