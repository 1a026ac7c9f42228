import { describe, expect, it } from 'vitest';
import { apMap } from '@generated/catalog/ap-map.ts';
import { safeImageUrl, uploadProblem, uploadType } from './image-url.ts';

const origin = 'https://fmg.example.com';

describe('safeImageUrl', () => {
  it.each([
    ['data:image/svg+xml;base64,PHN2Zy8+', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['data:image/png;base64,abc"onerror=', null],
    ['javascript:alert(1)', null],
    ['file:///etc/passwd', null],
    ['blob:https://fmg.example.com/1234', null],
    ['https://fmg.example.com/api/floor/1.png', 'https://fmg.example.com/api/floor/1.png'],
    ['/api/floor/1.png', 'https://fmg.example.com/api/floor/1.png'],
    // another host: the console's img-src would block it
    ['https://tiles.example.net/plan.png', null],
    ['', null],
    [42, null],
    [undefined, null],
  ])('%s → %s', (url, expected) => expect(safeImageUrl(url, origin)).toBe(expected));
});

describe('uploadProblem', () => {
  const mb = 1024 * 1024;
  it.each([
    [{ name: 'plan.png', type: 'image/png', size: mb }, null],
    [{ name: 'plan.JPG', type: 'image/jpeg', size: 2 * mb }, null],
    [{ name: 'plan.svg', type: 'image/svg+xml', size: 10 }, null],
    [{ name: 'plan.svg', type: '', size: 10 }, null],
    [{ name: 'plan.png', type: 'image/png', size: 2 * mb + 1 }, 'tooLarge'],
    [{ name: 'plan.gif', type: 'image/gif', size: 10 }, 'wrongType'],
    [{ name: 'plan.pdf', type: 'application/pdf', size: 3 * mb }, 'wrongType'],
    [{ name: 'plan.png', type: 'image/jpeg', size: 10 }, 'wrongType'],
    [{ name: 'plan', type: '', size: 10 }, 'wrongType'],
  ])('%o: %s', (file, problem) => expect(uploadProblem(file, apMap)).toBe(problem));

  it('sends the type the extension names when the browser gave none', () => {
    expect(uploadType({ name: 'a.svg', type: '' }, apMap)).toBe('image/svg+xml');
    expect(uploadType({ name: 'a.png', type: 'image/png' }, apMap)).toBe('image/png');
  });
});
