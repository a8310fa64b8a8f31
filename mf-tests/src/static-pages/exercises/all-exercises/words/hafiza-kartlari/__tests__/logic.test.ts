import { defaultSettings, validateSettings } from '../../../core/settings';
import { createRng } from '../../random';
import { hafizaKartlari } from '..';
import {
  afterMismatch, boardColumns, CARD_TYPES, cardCount, dealCards, facePool, faceUp, flip, MODE_RULES, newBoard, roundAccuracy, scoreAfter, startPlay,
  type Card,
} from '../logic';

const face = (id: string) => ({ id, text: id, label: id });
/** a fixed board: A B A B */
const cards: Card[] = ['A', 'B', 'A', 'B'].map((id, index) => ({ index, face: face(id) }));

describe('hafiza-kartlari logic', () => {
  it('card count: the setting rounded down to even, one more pair per level, at most 24', () => {
    expect(cardCount(8, 1)).toBe(8);
    expect(cardCount(9, 1)).toBe(8);
    expect(cardCount(8, 3)).toBe(12);
    expect(cardCount(4, 10)).toBe(22);
    expect(cardCount(20, 5)).toBe(24);
    expect(cardCount(2, 1)).toBe(4);
  });

  it('deals each face exactly twice, reproducibly from the seed, for every card type', () => {
    for (const t of CARD_TYPES) {
      const deck = dealCards(createRng(7), t, 24);
      expect(deck).toHaveLength(24);
      const counts = new Map<string, number>();
      deck.forEach((c) => counts.set(c.face.id, (counts.get(c.face.id) ?? 0) + 1));
      expect([...counts.values()].every((n) => n === 2)).toBe(true);
      expect(counts.size).toBe(12);
      expect(dealCards(createRng(7), t, 24).map((c) => c.face.id)).toEqual(deck.map((c) => c.face.id));
    }
    for (const t of CARD_TYPES) if (t !== 'mixed') expect(facePool(t).length).toBeGreaterThanOrEqual(12);
  });

  it('preview shows all faces; flipping is only possible while playing', () => {
    const b = newBoard(cards);
    expect(faceUp(b, 3)).toBe(true);
    expect(flip(b, 0).event).toBe('none');
    const p = startPlay(b);
    expect(faceUp(p, 3)).toBe(false);
  });

  it('a matching pair stays open; a wrong pair counts and turns back; the last pair ends the round', () => {
    let b = startPlay(newBoard(cards));
    let r = flip(b, 0);
    expect(r.event).toBe('open');
    expect(flip(r.board, 0).event).toBe('none'); // the same card again does nothing
    r = flip(r.board, 1);
    expect(r.event).toBe('mismatch');
    expect(r.board.wrong).toBe(1);
    expect(flip(r.board, 2).event).toBe('none'); // no third card while a wrong pair is shown
    const playing = startPlay(newBoard(cards));
    for (const off of [-1, 4, 1.5, Number.NaN]) expect(flip(playing, off)).toEqual({ board: playing, event: 'none' }); // no card there
    b = afterMismatch(r.board, MODE_RULES.medium);
    expect(b.phase).toBe('play');
    expect(b.open).toEqual([]);
    r = flip(flip(b, 0).board, 2);
    expect(r.event).toBe('match');
    expect(r.board.matched).toEqual([true, false, true, false]);
    r = flip(flip(r.board, 3).board, 1);
    expect(r.event).toBe('round-done');
    expect(r.board.phase).toBe('done');
    expect(r.board.pairsFound).toBe(2);
  });

  it('Kolay shows a hint after every third wrong pair', () => {
    let b = startPlay(newBoard(cards));
    for (let k = 0; k < 3; k++) {
      b = flip(flip(b, 0).board, 1).board;
      b = afterMismatch(b, MODE_RULES.easy);
      expect(b.phase).toBe(k < 2 ? 'play' : 'hint');
    }
    expect(faceUp(b, 1)).toBe(true);
    expect(startPlay(b).phase).toBe('play');
    expect(startPlay(b).wrongSinceHint).toBe(0);
  });

  it('scores 10 × level per pair; Zor takes 5 per wrong pair, never below 0', () => {
    expect(scoreAfter(0, 'match', 3, MODE_RULES.medium)).toBe(30);
    expect(scoreAfter(30, 'round-done', 3, MODE_RULES.medium)).toBe(60);
    expect(scoreAfter(30, 'mismatch', 3, MODE_RULES.medium)).toBe(30);
    expect(scoreAfter(30, 'mismatch', 3, MODE_RULES.hard)).toBe(25);
    expect(scoreAfter(2, 'mismatch', 3, MODE_RULES.hard)).toBe(0);
    expect(scoreAfter(10, 'open', 3, MODE_RULES.hard)).toBe(10);
  });

  it('round accuracy and board columns', () => {
    expect(roundAccuracy(4, 1)).toBe(80);
    expect(roundAccuracy(4, 5)).toBe(44);
    expect(roundAccuracy(0, 0)).toBe(0);
    expect(boardColumns(8)).toBe(4);
    expect(boardColumns(20)).toBe(5);
    expect(boardColumns(24)).toBe(6);
  });

  it('settings: defaults are valid; out-of-range values are refused in Turkish', () => {
    const f = hafizaKartlari.settings;
    expect(validateSettings('hafiza-kartlari', f, defaultSettings(f))).toEqual({
      ok: true,
      values: { mode: 'medium', card_type: 'colors', unit_count: 8, display_time: 3, exercise_duration: 90 },
    });
    const r = validateSettings('hafiza-kartlari', f, { mode: 'extreme', card_type: 'planets', unit_count: '2', display_time: '0', exercise_duration: '10' });
    expect(r.ok ? {} : r.errors).toEqual({
      mode: 'Zorluk için listeden bir seçim yapınız.',
      card_type: 'Kart Türü için listeden bir seçim yapınız.',
      unit_count: 'Kart Sayısı 4 ile 20 arasında olmalıdır.',
      display_time: 'Gösterim Süresi (sn) 1 ile 10 arasında olmalıdır.',
      exercise_duration: 'Egzersiz Süresi (sn) 15 ile 600 arasında olmalıdır.',
    });
  });
});
