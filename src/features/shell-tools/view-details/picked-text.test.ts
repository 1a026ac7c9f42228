import { describe, expect, it } from 'vitest';
import { MAX_PICKED_LENGTH, pickedText } from './picked-text.ts';

describe('pickedText', () => {
  it('takes the element’s text with whitespace collapsed', () => {
    const td = document.createElement('td');
    td.innerHTML = '  <span>user</span>\n  <b>#a3f9</b> ';
    expect(pickedText(td)).toBe('user #a3f9');
  });

  it('takes an input’s value', () => {
    const input = document.createElement('input');
    input.value = ' 10.1.2.3 ';
    expect(pickedText(input)).toBe('10.1.2.3');
  });

  it('is null for nothing, and bounded in length', () => {
    expect(pickedText(null)).toBeNull();
    expect(pickedText(document.createElement('div'))).toBeNull();
    const long = document.createElement('p');
    long.textContent = 'x'.repeat(MAX_PICKED_LENGTH + 10);
    expect(pickedText(long)).toHaveLength(MAX_PICKED_LENGTH);
  });
});
