import { describe, expect, it } from 'vitest';
import { createJsonArrayStream } from './json-array-stream.ts';

/** Feeds the text in pieces of `size` characters and collects what comes out. */
function feed(text: string, size: number) {
  const stream = createJsonArrayStream();
  const out: unknown[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...stream.push(text.slice(i, i + size)));
  stream.end();
  return out;
}

describe('createJsonArrayStream', () => {
  const list = [
    { name: 'FGT-1', 'scope member': [{ name: 'a,b]', vdom: 'root' }], n: 1 },
    { name: 'quote " and \\ and }{', nested: { deep: [1, [2, 3]] } },
    'text, with ] brackets',
    42,
    null,
    [],
    {},
  ];
  const text = ` \n${JSON.stringify(list, null, 1)}\n`;

  it.each([1, 2, 3, 7, 64, text.length])('gives the elements of an array fed %i characters at a time', (size) => {
    expect(feed(text, size)).toEqual(list);
  });

  it('hands out elements as soon as they are complete', () => {
    const stream = createJsonArrayStream();
    expect(stream.push('[{"a":1},{"a"')).toEqual([{ a: 1 }]);
    expect(stream.push(':2}')).toEqual([]);
    expect(stream.push(']')).toEqual([{ a: 2 }]);
    stream.end();
  });

  it('reads a string over many pieces whole, escaped quotes and backslashes included', () => {
    const long = { note: `${'a,]}{\\"'.repeat(50)}\\`, n: 2 };
    const text = JSON.stringify([{ n: 1 }, long, 'end']);
    expect(feed(text, 5)).toEqual([{ n: 1 }, long, 'end']);
    expect(feed(text, 64)).toEqual([{ n: 1 }, long, 'end']);
  });

  it('reads an empty array', () => {
    expect(feed('[]', 1)).toEqual([]);
  });

  it('refuses what is not one whole array', () => {
    expect(() => feed('{"a":1}', 3)).toThrow(SyntaxError);
    expect(() => feed('[1,2', 3)).toThrow(SyntaxError);
    expect(() => feed('[1,2] [3]', 3)).toThrow(SyntaxError);
    expect(() => feed('[1,,2]', 3)).toThrow(SyntaxError);
  });
});
