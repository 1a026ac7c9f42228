/**
 * react-data-grid renders rows with iterator helpers (`Iterator.prototype.map` / `toArray`), which browsers only have
 * since Chrome 122, Firefox 131 and Safari 18.4 (and Node 20, where unit tests run, lacks them). Adds just those two
 * where missing, so the grid does not go blank on an older browser.
 */
const iteratorProto = Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())) as {
  map?: unknown;
  toArray?: unknown;
};

if (typeof iteratorProto.toArray !== 'function') {
  Object.defineProperty(iteratorProto, 'toArray', {
    configurable: true,
    writable: true,
    value: function toArray(this: Iterator<unknown>) {
      const out: unknown[] = [];
      for (let r = this.next(); !r.done; r = this.next()) out.push(r.value);
      return out;
    },
  });
}

if (typeof iteratorProto.map !== 'function') {
  Object.defineProperty(iteratorProto, 'map', {
    configurable: true,
    writable: true,
    value: function map(this: Iterator<unknown>, fn: (value: unknown, index: number) => unknown) {
      // the generator below runs later, with its own `this`
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      const source = this;
      return (function* () {
        let i = 0;
        for (let r = source.next(); !r.done; r = source.next()) yield fn(r.value, i++);
      })();
    },
  });
}

export {};
