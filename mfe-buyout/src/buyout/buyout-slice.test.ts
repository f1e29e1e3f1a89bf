import { BuyoutView } from 'shared-domain/buyout';
import {
  apple,
  appraisalFixture,
  buyoutDataFixture,
  conditionIds,
  iphone13,
  midnight,
  nothingSelected,
  phones,
  samsung,
  starlight,
  tablets,
} from '../testing/buyout-fixtures.ts';
import {
  buyoutActions as actions,
  answersOf,
  appraisalOf,
  appraisalRequestOf,
  type BuyoutState,
  buyoutSlice,
  initialBuyoutState,
} from './buyout-slice.ts';

const reduce = (state: BuyoutState, ...list: Parameters<typeof buyoutSlice.reducer>[1][]) =>
  list.reduce((current, action) => buyoutSlice.reducer(current, action), state);

const fullSelection = {
  product_type: phones,
  manufacturer: apple,
  product_model: iphone13,
  product_color: midnight,
};

/** The gate and every other question answered so the device is A+ at 10 000 Kč. */
const bestAnswers = [
  actions.conditionAnswered({ conditionId: conditionIds.powers, choiceId: 11 }),
  actions.conditionAnswered({ conditionId: conditionIds.display, choiceId: 21 }),
  actions.conditionAnswered({ conditionId: conditionIds.screen, choiceId: 31 }),
  actions.conditionAnswered({ conditionId: conditionIds.body, choiceId: 41 }),
  actions.conditionAnswered({ conditionId: conditionIds.charger, choiceId: 51 }),
  actions.conditionAnswered({ conditionId: conditionIds.battery, choiceId: 61 }),
];

function appraised(): BuyoutState {
  return reduce(
    initialBuyoutState(),
    actions.selectionRestored(fullSelection),
    actions.appraisalLoaded(appraisalFixture()),
  );
}

/** Priced, with the e-mail and sell-online parts open and typed into. */
function busy(): BuyoutState {
  return reduce(
    appraised(),
    ...bestAnswers,
    actions.noteChanged('Bez krabice'),
    actions.sendToEmailToggled(true),
    actions.sellOnlineToggled(true),
    actions.emailChanged('jana@example.cz'),
    actions.personalInfoChanged({ field: 'firstName', value: 'Jana' }),
  );
}

describe('buyout slice', () => {
  it('starts empty, with the default country of the shop', () => {
    const state = initialBuyoutState(2);
    expect(state.selected).toEqual(nothingSelected);
    expect(state.mode).toBe(0);
    expect(state.appraisalStatus).toBe('idle');
    expect(state.sendToEmail).toEqual({ email: '', errors: {}, sent: null, validUntil: null });
    expect(state.personalInfo.country).toBe('2');
    expect(state.personalInfo.altCountry).toBe('2');
    expect(buyoutSlice.reducer(undefined, { type: 'unknown' }).defaultCountryId).toBe(1);
  });

  it('shopEntered sets the default country of an untouched form', () => {
    const state = reduce(initialBuyoutState(), actions.shopEntered({ defaultCountryId: 2 }));
    expect(state.defaultCountryId).toBe(2);
    expect(state.personalInfo.country).toBe('2');
    // …and every later reset uses it.
    expect(
      reduce(state, actions.choiceSelected({ level: 'product_type', choice: phones })).personalInfo
        .altCountry,
    ).toBe('2');
  });

  describe('choiceSelected', () => {
    it('clears every later level, the appraisal and both forms, on every level', () => {
      for (const level of ['product_type', 'manufacturer', 'product_model', 'product_color'] as const) {
        const state = reduce(busy(), actions.choiceSelected({ level, choice: starlight }));
        const index = ['product_type', 'manufacturer', 'product_model', 'product_color'].indexOf(level);
        const later = (['product_type', 'manufacturer', 'product_model', 'product_color'] as const).slice(
          index + 1,
        );
        expect(state.selected[level]).toEqual(starlight);
        for (const next of later) expect(state.selected[next]).toBeNull();
        expect(state.deviceConditions).toEqual({});
        expect(state.conditionOrder).toEqual([]);
        expect(state.appraisalResults).toEqual({});
        expect(state.currentAppraisalResult).toBeNull();
        expect(state.appraisalVersion).toBeNull();
        expect(state.appraisalPrice).toBeNull();
        expect(state.note).toBe('');
        expect(state.sendToEmail.email).toBe('');
        expect(state.personalInfo.firstName).toBe('');
        expect(state.mode).toBe(0);
      }
    });

    it('keeps the earlier levels', () => {
      const state = reduce(busy(), actions.choiceSelected({ level: 'manufacturer', choice: samsung }));
      expect(state.selected).toEqual({
        product_type: phones,
        manufacturer: samsung,
        product_model: null,
        product_color: null,
      });
      expect(state.appraisalStatus).toBe('idle');
    });

    it('starts loading the appraisal when a colour is chosen', () => {
      const state = reduce(
        appraised(),
        actions.choiceSelected({ level: 'product_color', choice: starlight }),
      );
      expect(state.appraisalStatus).toBe('loading');
      expect(state.selected.product_color).toEqual(starlight);
    });

    it('clearing a level clears the later ones too', () => {
      const state = reduce(busy(), actions.choiceSelected({ level: 'product_type', choice: null }));
      expect(state.selected).toEqual(nothingSelected);
    });
  });

  it('selectionRestored takes a whole selection and forgets the appraisal', () => {
    const state = reduce(busy(), actions.selectionRestored({ ...nothingSelected, product_type: tablets }));
    expect(state.selected).toEqual({ ...nothingSelected, product_type: tablets });
    expect(state.appraisalStatus).toBe('idle');
    expect(state.mode).toBe(0);
    expect(reduce(busy(), actions.selectionRestored(fullSelection)).appraisalStatus).toBe('loading');
  });

  it('appraisalRequested marks the appraisal loading and drops an old error', () => {
    const failed = reduce(appraised(), actions.appraisalFailed({ message: 'Neznámá barva.' }));
    const state = reduce(failed, actions.appraisalRequested());
    expect(state.appraisalStatus).toBe('loading');
    expect(state.apiErrorMessage).toBeNull();
  });

  describe('appraisalLoaded', () => {
    it('keeps the questions in order, none answered, the later ones behind the gate', () => {
      const state = appraised();
      expect(state.appraisalStatus).toBe('loaded');
      expect(state.conditionOrder).toEqual([1, 2, 3, 4, 5, 6]);
      expect(Object.values(state.deviceConditions).map((c) => [c.id, c.value, c.disabled])).toEqual([
        [1, null, false],
        [2, null, false],
        [3, null, true],
        [4, null, true],
        [5, null, true],
        [6, null, true],
      ]);
      expect(state.appraisalVersion).toBe(7);
      expect(state.minimalBuyoutPrice).toBe(350_000);
      expect(state.currency).toBe('CZK');
      expect(state.validUntil).toBe('2026-12-05T10:00:00.000Z');
      expect(Object.keys(state.appraisalResults)).toEqual(['501', '502', '503', '504']);
      expect(state.mode).toBe(BuyoutView.buyoutVisible);
    });

    it('rebuilds the appraisal the rules read', () => {
      expect(appraisalOf(appraised())).toEqual(appraisalFixture());
      expect(appraisalOf(initialBuyoutState())).toBeNull();
    });

    it('keeps answers to the same questions when the appraisal is reloaded', () => {
      const state = reduce(appraised(), ...bestAnswers, actions.appraisalLoaded(appraisalFixture()));
      expect(state.currentAppraisalResult).toBe(501);
      expect(answersOf(state)).toEqual({ 1: 11, 2: 21, 3: 31, 4: 41, 5: 51, 6: 61 });
    });
  });

  it('appraisalFailed keeps the selection, forgets the appraisal and remembers the server message', () => {
    const state = reduce(busy(), actions.appraisalFailed({ message: 'Tuto barvu nevykupujeme.' }));
    expect(state.selected).toEqual(fullSelection);
    expect(state.appraisalStatus).toBe('error');
    expect(state.apiErrorMessage).toBe('Tuto barvu nevykupujeme.');
    expect(state.conditionOrder).toEqual([]);
    expect(state.mode).toBe(0);
    expect(reduce(appraised(), actions.appraisalFailed({ message: null })).apiErrorMessage).toBeNull();
  });

  describe('conditionAnswered (live recompute)', () => {
    it('opens the later questions once the gate allows a buyout', () => {
      const state = reduce(appraised(), bestAnswers[0], bestAnswers[1]);
      expect(Object.values(state.deviceConditions).every((condition) => !condition.disabled)).toBe(true);
      expect(state.currentAppraisalResult).toBeNull();
    });

    it('prices the device when every question is answered, and re-prices on every change', () => {
      let state = reduce(appraised(), ...bestAnswers);
      expect(state.currentAppraisalResult).toBe(501);
      expect(state.appraisalPrice).toBe(1_000_000);
      state = reduce(state, actions.conditionAnswered({ conditionId: conditionIds.body, choiceId: 42 }));
      expect(state.currentAppraisalResult).toBe(503);
      expect(state.appraisalPrice).toBe(700_000);
      state = reduce(state, actions.conditionAnswered({ conditionId: conditionIds.charger, choiceId: 52 }));
      expect(state.appraisalPrice).toBe(680_000);
    });

    it('never prices below the minimal buyout price', () => {
      const state = reduce(
        appraised(),
        ...bestAnswers,
        actions.conditionAnswered({ conditionId: conditionIds.screen, choiceId: 33 }),
        actions.conditionAnswered({ conditionId: conditionIds.charger, choiceId: 52 }),
        actions.conditionAnswered({ conditionId: conditionIds.battery, choiceId: 62 }),
      );
      expect(state.currentAppraisalResult).toBe(504);
      expect(state.appraisalPrice).toBe(350_000);
    });

    it('closes the gate: later questions disabled, nothing valid, the open forms hidden', () => {
      const state = reduce(
        busy(),
        actions.conditionAnswered({ conditionId: conditionIds.powers, choiceId: 12 }),
      );
      expect(state.deviceConditions[conditionIds.screen].disabled).toBe(true);
      expect(state.currentAppraisalResult).toBeNull();
      expect(state.appraisalPrice).toBeNull();
      expect(state.mode).toBe(BuyoutView.buyoutVisible);
    });

    it('has no current result for a grade without a price', () => {
      const state = reduce(
        appraised(),
        ...bestAnswers,
        actions.conditionAnswered({ conditionId: conditionIds.body, choiceId: 43 }),
      );
      expect(state.currentAppraisalResult).toBeNull();
    });

    it('ignores answers to disabled questions, unknown questions and unknown choices', () => {
      const before = appraised();
      expect(
        reduce(before, actions.conditionAnswered({ conditionId: conditionIds.screen, choiceId: 31 })),
      ).toEqual(before);
      expect(reduce(before, actions.conditionAnswered({ conditionId: 99, choiceId: 1 }))).toEqual(before);
      expect(
        reduce(before, actions.conditionAnswered({ conditionId: conditionIds.powers, choiceId: 21 })),
      ).toEqual(before);
    });

    it('an e-mailed offer no longer matches changed answers', () => {
      const sent = reduce(busy(), actions.emailSent({ validUntil: '2026-12-05T10:00:00.000Z' }));
      const state = reduce(sent, actions.conditionAnswered({ conditionId: conditionIds.body, choiceId: 42 }));
      expect(state.sendToEmail.sent).toBeNull();
      expect(state.sendToEmail.email).toBe('jana@example.cz');
    });
  });

  it('answersRestored takes an e-mailed quote’s answers that fit the questions', () => {
    const state = reduce(
      appraised(),
      actions.answersRestored({
        answers: { 1: 11, 2: 21, 3: 32, 4: 41, 5: 51, 6: 61, 7: 1 },
        quoteToken: 'abc',
      }),
    );
    expect(state.currentAppraisalResult).toBe(502);
    expect(state.appraisalPrice).toBe(850_000);
    expect(state.quoteToken).toBe('abc');
    const partial = reduce(
      appraised(),
      actions.answersRestored({ answers: { 1: 11, 2: 99 }, quoteToken: null }),
    );
    expect(answersOf(partial)).toEqual({ 1: 11 });
    expect(partial.quoteToken).toBeNull();
  });

  describe('the view bit set', () => {
    it('opens send-to-email (2) and sell-online (4) only with a current appraisal result', () => {
      const incomplete = reduce(
        appraised(),
        actions.sendToEmailToggled(true),
        actions.sellOnlineToggled(true),
      );
      expect(incomplete.mode).toBe(BuyoutView.buyoutVisible);
      const priced = reduce(appraised(), ...bestAnswers, actions.sendToEmailToggled(true));
      expect(priced.mode).toBe(BuyoutView.buyoutVisible | BuyoutView.sendToEmailVisible);
      const both = reduce(priced, actions.sellOnlineToggled(true));
      expect(both.mode).toBe(1 | 2 | 4);
      expect(reduce(both, actions.sendToEmailToggled(false)).mode).toBe(1 | 4);
      expect(reduce(both, actions.sellOnlineToggled(false)).mode).toBe(1 | 2);
    });

    it('reviewOpened sets review mode (8) with the saved answers, all read-only', () => {
      const state = reduce(busy(), actions.reviewOpened(buyoutDataFixture()));
      expect(state.mode).toBe(BuyoutView.buyoutVisible | BuyoutView.reviewMode);
      expect(state.selected).toEqual(fullSelection);
      expect(Object.values(state.deviceConditions).every((condition) => condition.disabled)).toBe(true);
      expect(answersOf(state)).toEqual({ 1: 11, 2: 21, 3: 32, 4: 41, 5: 51, 6: 61 });
      expect(state.currentAppraisalResult).toBe(502);
      expect(state.appraisalPrice).toBe(850_000);
      expect(state.sendToEmail.email).toBe('');
      // Read-only: answers are ignored.
      const answered = reduce(state, actions.conditionAnswered({ conditionId: 1, choiceId: 12 }));
      expect(answersOf(answered)[1]).toBe(11);
    });

    it('buyoutClosed starts over', () => {
      const state = reduce(busy(), actions.buyoutClosed());
      expect(state.selected).toEqual(nothingSelected);
      expect(state.mode).toBe(0);
    });
  });

  it('selectors: valid and device selected only with a current appraisal result; conditions in order', () => {
    const root = (buyout: BuyoutState) => ({ buyout });
    const { selectIsAppraisalValid, selectIsDeviceSelected, selectConditions, selectMode } =
      buyoutSlice.selectors;
    expect(selectIsAppraisalValid(root(appraised()))).toBe(false);
    expect(selectIsDeviceSelected(root(appraised()))).toBe(false);
    const priced = reduce(appraised(), ...bestAnswers);
    expect(selectIsAppraisalValid(root(priced))).toBe(true);
    expect(selectIsDeviceSelected(root(priced))).toBe(true);
    expect(selectConditions(root(priced)).map((condition) => condition.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(selectMode(root(priced))).toBe(1);
  });

  describe('send to e-mail', () => {
    it('emailChanged keeps the address and clears its errors and the last outcome', () => {
      const failed = reduce(busy(), actions.emailFailed({}));
      expect(failed.sendToEmail.sent).toBe(false);
      const state = reduce(
        failed,
        actions.emailErrorsFound({ email: ['Zadejte platnou e-mailovou adresu.'] }),
        actions.emailChanged('jana.novakova@example.cz'),
      );
      expect(state.sendToEmail).toEqual({
        email: 'jana.novakova@example.cz',
        errors: {},
        sent: null,
        validUntil: null,
      });
    });

    it('emailSent and emailFailed record the outcome; a 400 only its field errors', () => {
      const sent = reduce(busy(), actions.emailSent({ validUntil: '2026-12-05T10:00:00.000Z' }));
      expect(sent.sendToEmail).toMatchObject({
        sent: true,
        validUntil: '2026-12-05T10:00:00.000Z',
        email: 'jana@example.cz',
      });
      const refused = reduce(busy(), actions.emailFailed({ errors: { email: ['Neplatný e-mail'] } }));
      expect(refused.sendToEmail).toMatchObject({
        sent: null,
        errors: { email: ['Neplatný e-mail'] },
        email: 'jana@example.cz',
      });
      const failed = reduce(busy(), actions.emailFailed({}));
      expect(failed.sendToEmail).toMatchObject({ sent: false, email: 'jana@example.cz' });
    });
  });

  describe('personal info', () => {
    it('personalInfoChanged sets a field and drops its error', () => {
      const state = reduce(
        appraised(),
        actions.personalInfoErrorsFound({ firstName: ['Tato hodnota je požadována.'], lastName: ['x'] }),
        actions.personalInfoChanged({ field: 'firstName', value: 'Jana' }),
      );
      expect(state.personalInfo.firstName).toBe('Jana');
      expect(state.personalInfo.errors).toEqual({ lastName: ['x'] });
    });

    it('pickupAltAddressToggled switches the alternative pickup address', () => {
      expect(reduce(appraised(), actions.pickupAltAddressToggled(true)).personalInfo.pickupAltAddress).toBe(
        true,
      );
    });
  });

  it('appraisalRequestOf: the colour, the version, the answers, a note and a quote only when given', () => {
    expect(appraisalRequestOf(initialBuyoutState())).toBeNull();
    const state = reduce(
      appraised(),
      ...bestAnswers,
      actions.noteChanged('  Bez krabice '),
      actions.answersRestored({ answers: { 1: 11, 2: 21, 3: 31, 4: 41, 5: 51, 6: 61 }, quoteToken: 'q-1' }),
    );
    expect(appraisalRequestOf(state)).toEqual({
      device_identifier: midnight.id,
      appraisal_version: 7,
      device_condition_choices: [
        { condition: 1, value: 11 },
        { condition: 2, value: 21 },
        { condition: 3, value: 31 },
        { condition: 4, value: 41 },
        { condition: 5, value: 51 },
        { condition: 6, value: 61 },
      ],
      note: 'Bez krabice',
      quote: 'q-1',
    });
    expect(appraisalRequestOf(reduce(appraised(), actions.noteChanged('  ')))).not.toHaveProperty('note');
  });
});
