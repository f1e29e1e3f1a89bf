import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formsSettingsOf, parseFormsSettings } from './forms-settings.ts';

describe('the forms settings', () => {
  test('default to the shop’s customer service, 180 days and a development secret', () => {
    const settings = formsSettingsOf({ shop: 'ro', forms: parseFormsSettings({}) });
    assert.equal(settings.staffEmail, 'magazin@example.ro');
    assert.equal(settings.cvRetentionDays, 180);
    assert.equal(settings.captchaMaxNumber, 50_000);
    assert.match(settings.captchaSecret, /development/);
  });

  test('take the environment, and derive the captcha secret from ORDER_TOKEN_SECRET when unset', () => {
    const forms = parseFormsSettings({
      FORMS_STAFF_EMAIL: 'kariera@example.cz',
      FORMS_CV_RETENTION_DAYS: '30',
      FORMS_CAPTCHA_MAX_NUMBER: '1000',
    });
    const settings = formsSettingsOf({ shop: 'cz', orderTokenSecret: 'x'.repeat(40), forms });
    assert.equal(settings.staffEmail, 'kariera@example.cz');
    assert.equal(settings.cvRetentionDays, 30);
    assert.equal(settings.captchaMaxNumber, 1000);
    assert.doesNotMatch(settings.captchaSecret, /development/);
  });

  test('refuse a short secret and a retention that is not a whole number of days', () => {
    assert.throws(() => parseFormsSettings({ FORMS_CAPTCHA_SECRET: 'short' }), /at least 32/);
    assert.throws(() => parseFormsSettings({ FORMS_CV_RETENTION_DAYS: '1.5' }), /positive whole number/);
  });
});
