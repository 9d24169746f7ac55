import { describe, expect, it } from 'vitest';
import { guidePasscode } from '../../src/server/guide/passcode';

describe('guide passcode setting', () => {
  it('accepts only the configured code', () => {
    const p = guidePasscode({ GUIDE_PASSCODE: '0427' })!;
    expect(p.matches('0427')).toBe(true);
    expect(p.matches('0428')).toBe(false);
    expect(p.matches('04270')).toBe(false);
    expect(p.matches('')).toBe(false);
  });

  it.each(['123', '12345', 'abcd', ' 1234'])('refuses to start with GUIDE_PASSCODE=%j', (value) => {
    expect(() => guidePasscode({ GUIDE_PASSCODE: value })).toThrow(/GUIDE_PASSCODE must be exactly 4 digits/);
  });

  it('never echoes a malformed secret', () => {
    expect(() => guidePasscode({ GUIDE_PASSCODE: 'hunter2' })).toThrow(/^(?!.*hunter2)/s);
  });

  it('is none when unset: each stay has its own code, and no demo code opens anything', () => {
    expect(guidePasscode({})).toBeUndefined();
    expect(guidePasscode({ GUIDE_PASSCODE: '' })).toBeUndefined();
  });
});
