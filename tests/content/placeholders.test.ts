import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../src/core/facts';

// A fact placeholder reads right wherever a sentence puts it: {parking} opens an answer with a
// capital and sits inside a sentence in lower case.
const values = { parking: 'Free off-street parking for one car', replyTime: 'within 2 hours', wifi: 'WiFi in every room', email: 'stay@example.com', region: 'NSW rules apply' };

describe('placeholders in sentence case', () => {
  it.each([
    ['Parking at the house is {parking}.', 'Parking at the house is free off-street parking for one car.'],
    ['{parking}. It is free.', 'Free off-street parking for one car. It is free.'],
    ['Yes. {parking}.', 'Yes. Free off-street parking for one car.'],
    ['{replyTime} is our promise.', 'Within 2 hours is our promise.'],
    ['We reply {replyTime}.', 'We reply within 2 hours.'],
    ['Good news: **{parking}**.', 'Good news: **Free off-street parking for one car**.'],
    ['Ask for [{parking}](/contact).', 'Ask for [free off-street parking for one car](/contact).'],
    ['- {replyTime}', '- Within 2 hours'],
  ])('%s', (text, filled) => {
    expect(fillPlaceholders(text, values)).toBe(filled);
  });

  it('leaves names in capitals and e-mail addresses as they are', () => {
    expect(fillPlaceholders('There is {wifi}, and {region}.', values)).toBe('There is WiFi in every room, and NSW rules apply.');
    expect(fillPlaceholders('{email} answers.', values)).toBe('stay@example.com answers.');
  });
});
