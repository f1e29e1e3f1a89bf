import type { Appraisal, ConditionChoice, DeviceCondition } from './appraisal-types.ts';
import { answersFromChoices, appraise, disabledConditionIds, gateState, worseQuality } from './appraise.ts';

// A phone appraisal shaped like the seed's: two gate questions, display and body graded, then a
// battery and a charger question that change only the price. Amounts in haléře.
const choice = (id: number, quality: ConditionChoice['quality'], price_correction = 0): ConditionChoice => ({
  id,
  label: `answer ${id}`,
  quality,
  price_correction,
});
const condition = (
  id: number,
  type: DeviceCondition['type'],
  choices: ConditionChoice[],
): DeviceCondition => ({
  id,
  name: `question ${id}`,
  help: '',
  type,
  choices,
});

const appraisal: Appraisal = {
  appraisal_result: [
    { id: 101, quality: 'A+', price: 800_000, url: '/a-plus' },
    { id: 102, quality: 'A', price: 700_000, url: '/a' },
    { id: 103, quality: 'B', price: 550_000, url: '/b' },
    { id: 104, quality: 'C', price: 300_000, url: '/c' },
    // no price for D: a D device cannot be bought
  ],
  device_conditions: [
    condition(1, 'quality', [choice(11, 'A+'), choice(12, null)]), // switches on?
    condition(2, 'quality', [choice(21, 'A+'), choice(22, null)]), // unlocked?
    condition(3, 'quality', [choice(31, 'A+'), choice(32, 'A'), choice(33, 'C', -20_000), choice(34, 'D')]),
    condition(4, 'quality', [choice(41, 'A+'), choice(42, 'B')]),
    condition(5, 'battery', [choice(51, null), choice(52, 'D', -30_000)]),
    condition(6, 'charger', [choice(61, null, 10_000), choice(62, 'D')]),
  ],
  version: 3,
  minimal_buyout_price: 10_000,
  currency: 'CZK',
  valid_until: '2026-12-05T00:00:00.000Z',
};

const flawless = { 1: 11, 2: 21, 3: 31, 4: 41, 5: 51, 6: 62 };

describe('appraise', () => {
  it('prices a flawless device at its grade price', () => {
    const outcome = appraise(appraisal, flawless);
    expect(outcome).toMatchObject({ status: 'priced', quality: 'A+', price: 800_000 });
  });

  it('lets the worst quality win', () => {
    expect(appraise(appraisal, { ...flawless, 3: 32, 4: 42 })).toMatchObject({
      quality: 'B',
      price: 550_000,
    });
    expect(appraise(appraisal, { ...flawless, 3: 32 })).toMatchObject({ quality: 'A', price: 700_000 });
  });

  it('ignores charger and battery questions for quality but not for the price', () => {
    const outcome = appraise(appraisal, { ...flawless, 5: 52, 6: 62 });
    expect(outcome).toMatchObject({ status: 'priced', quality: 'A+', price: 770_000 });
  });

  it('adds every answer’s correction to the matching result’s price and itemises it', () => {
    const outcome = appraise(appraisal, { ...flawless, 3: 33, 5: 52, 6: 61 });
    expect(outcome.status).toBe('priced');
    if (outcome.status !== 'priced') return;
    expect(outcome.quality).toBe('C');
    expect(outcome.price).toBe(300_000 - 20_000 - 30_000 + 10_000);
    expect(outcome.breakdown).toEqual({
      basePrice: 300_000,
      resultId: 104,
      lines: [
        { conditionId: 3, question: 'question 3', answer: 'answer 33', correction: -20_000 },
        { conditionId: 5, question: 'question 5', answer: 'answer 52', correction: -30_000 },
        { conditionId: 6, question: 'question 6', answer: 'answer 61', correction: 10_000 },
      ],
      raisedToMinimum: false,
      minimalPrice: 10_000,
    });
  });

  it('never goes below the minimal buyout price', () => {
    const cheap: Appraisal = {
      ...appraisal,
      appraisal_result: [{ id: 104, quality: 'C', price: 20_000, url: '/c' }],
    };
    const outcome = appraise(cheap, { ...flawless, 3: 33, 5: 52 });
    expect(outcome).toMatchObject({ status: 'priced', price: 10_000, breakdown: { raisedToMinimum: true } });
  });

  it('is impossible when the grade has no defined price', () => {
    expect(appraise(appraisal, { ...flawless, 3: 34 })).toEqual({
      status: 'impossible',
      reason: 'no_price_for_quality',
      quality: 'D',
    });
  });

  it('considers the first two answers first: a gate answer without quality closes the buyout at once', () => {
    expect(appraise(appraisal, { 1: 12 })).toEqual({ status: 'impossible', reason: 'gate', quality: null });
    expect(appraise(appraisal, { ...flawless, 2: 22 })).toMatchObject({
      status: 'impossible',
      reason: 'gate',
    });
  });

  it('is impossible when a later quality question is answered with no quality', () => {
    const strict: Appraisal = {
      ...appraisal,
      device_conditions: [
        ...appraisal.device_conditions,
        condition(7, 'quality', [choice(71, 'A+'), choice(72, null)]),
      ],
    };
    expect(appraise(strict, { ...flawless, 7: 72 })).toMatchObject({
      status: 'impossible',
      reason: 'unbuyable_answer',
    });
  });

  it('waits for every answer before it prices', () => {
    expect(appraise(appraisal, { 1: 11, 2: 21, 3: 31 })).toEqual({
      status: 'incomplete',
      unanswered: [4, 5, 6],
    });
    expect(appraise(appraisal, {})).toEqual({ status: 'incomplete', unanswered: [1, 2, 3, 4, 5, 6] });
  });

  it('ignores answers that are not among the question’s choices', () => {
    expect(appraise(appraisal, { ...flawless, 4: 999 })).toEqual({ status: 'incomplete', unanswered: [4] });
  });
});

describe('the gate', () => {
  it('keeps the later questions disabled until both gate answers allow a buyout', () => {
    expect(gateState(appraisal, {})).toBe('pending');
    expect(disabledConditionIds(appraisal, { 1: 11 })).toEqual([3, 4, 5, 6]);
    expect(gateState(appraisal, { 1: 11, 2: 21 })).toBe('open');
    expect(disabledConditionIds(appraisal, { 1: 11, 2: 21 })).toEqual([]);
    expect(gateState(appraisal, { 1: 11, 2: 22 })).toBe('closed');
    expect(disabledConditionIds(appraisal, { 1: 12 })).toEqual([3, 4, 5, 6]);
  });
});

describe('worseQuality', () => {
  it('orders grades A+ (best) to D (worst)', () => {
    expect(worseQuality('A+', 'A')).toBe('A');
    expect(worseQuality('D', 'B')).toBe('D');
    expect(worseQuality('C', 'C')).toBe('C');
  });
});

describe('answersFromChoices', () => {
  it('turns the wire list into answers', () => {
    expect(
      answersFromChoices(appraisal, [
        { condition: 1, value: 11 },
        { condition: 6, value: 62 },
      ]),
    ).toEqual({ answers: { 1: 11, 6: 62 } });
  });

  it('rejects unknown questions, unknown choices and duplicates', () => {
    expect(answersFromChoices(appraisal, [{ condition: 99, value: 11 }])).toEqual({
      error: 'unknown_condition',
    });
    expect(answersFromChoices(appraisal, [{ condition: 1, value: 21 }])).toEqual({ error: 'unknown_choice' });
    expect(
      answersFromChoices(appraisal, [
        { condition: 1, value: 11 },
        { condition: 1, value: 12 },
      ]),
    ).toEqual({ error: 'duplicate_condition' });
  });
});
