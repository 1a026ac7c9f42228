/**
 * The console's own lint rules: the architecture's import boundaries and the message-catalogue rule.
 *
 *   import-boundaries   lib → features → shell → modules → app, nothing upward; a feature
 *                       (src/features/<area>/<feature>) reaches another only through its index.ts; an area holds
 *                       features, never code of its own; only src/lib/api imports generated/api; generated/ never
 *                       imports src/
 *   no-literal-ui-string  no user-facing text written in JSX or passed to antd's message/notification/Modal:
 *                       every text comes from the message catalogue (specs/messages/en.json through msg())
 */
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Project-relative, forward-slashed path of an import, or null when it leaves the project (a package). */
function resolveImport(fromFile, specifier) {
  let target;
  if (specifier.startsWith('@/')) target = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('@generated/')) target = join(root, 'generated', specifier.slice('@generated/'.length));
  else if (specifier.startsWith('.')) target = resolve(dirname(fromFile), specifier);
  else return null;
  return relative(root, target).split(sep).join('/');
}

function projectPath(file) {
  return relative(root, resolve(file)).split(sep).join('/');
}

/** The layer a project path belongs to; the lower the number, the lower the layer. */
const LAYERS = [
  { name: 'lib', prefix: 'src/lib/', rank: 0 },
  { name: 'features', prefix: 'src/features/', rank: 1 },
  { name: 'shell', prefix: 'src/shell/', rank: 2 },
  { name: 'modules', prefix: 'src/modules/', rank: 3 },
  { name: 'app', prefix: 'src/app/', rank: 4 },
];

const layerOf = (path) => LAYERS.find((l) => path.startsWith(l.prefix));

/**
 * `src/features/<area>/<feature>/…` (or the feature's folder itself) → `<area>/<feature>`. A file directly in
 * `src/features/` or in an area (`src/features/<area>/x.ts`) belongs to no feature: areas only group features.
 */
const featureOf = (path) => {
  if (!path.startsWith('src/features/')) return undefined;
  const parts = path.split('/');
  const folder = parts.length > 4 || (parts.length === 4 && !parts[3].includes('.'));
  return folder ? `${parts[2]}/${parts[3]}` : undefined;
};

/** A file in `src/features/` that is not inside `src/features/<area>/<feature>/`. */
const outsideAnyFeature = (path) => path.startsWith('src/features/') && featureOf(path) === undefined;

/**
 * Why importing `specifier` from `file` breaks the architecture, or null when it does not. `dynamic` marks an
 * `import()`: the router may lazy-load a feature's screen module as a chunk of its own.
 */
function checkImport(file, specifier, dynamic = false) {
  const from = projectPath(file);
  const to = resolveImport(file, specifier);
  if (to === null) return null;

  if (from.startsWith('generated/') && to.startsWith('src/')) {
    return `generated code never imports src/ ('${specifier}'): generated/ is written by codegen from specs/ alone`;
  }
  if (to.startsWith('generated/api/') && !from.startsWith('src/lib/api/') && from.startsWith('src/')) {
    return `only src/lib/api imports generated/api ('${specifier}'): take the client, hooks and types from '@/lib/api/…'`;
  }
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (outsideAnyFeature(to)) {
    return `'${specifier}' names no feature: a feature is src/features/<area>/<feature>/, reached through its index.ts`;
  }
  if (fromLayer && toLayer && toLayer.rank > fromLayer.rank) {
    return `${fromLayer.name} must not import ${toLayer.name} ('${specifier}'): imports flow lib → features → shell → modules → app`;
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  const lazyScreen = dynamic && fromLayer?.name === 'app';
  if (toFeature && fromFeature !== toFeature && !lazyScreen) {
    const publicApi = `src/features/${toFeature}/index.ts`;
    if (to !== publicApi && to !== `src/features/${toFeature}/index` && to !== `src/features/${toFeature}`) {
      return `feature '${toFeature}' is reached only through its index.ts ('${specifier}'): export what you need there`;
    }
  }
  return null;
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way through the layers; features (src/features/<area>/<feature>) are reached through their index.ts.' },
    schema: [],
  },
  create(context) {
    const report = (node, source, dynamic = false) => {
      if (typeof source?.value !== 'string') return;
      const message = checkImport(context.filename, source.value, dynamic);
      if (message) context.report({ node: source, message });
    };
    return {
      Program(node) {
        const path = projectPath(context.filename);
        if (outsideAnyFeature(path)) {
          context.report({ node, message: `'${path}' stands outside any feature: code goes in src/features/<area>/<feature>/; areas only group features` });
        }
      },
      ImportDeclaration: (node) => report(node, node.source),
      ExportNamedDeclaration: (node) => node.source && report(node, node.source),
      ExportAllDeclaration: (node) => report(node, node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source, true),
      // vi.mock('…') and vi.importActual('…') reach modules too
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.object.name === 'vi' && node.arguments[0]?.type === 'Literal') {
          report(node, node.arguments[0]);
        }
      },
    };
  },
};

/** A message key ('shell.taskMonitor') names a catalogue text; it is not one. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** A text a user would read: it has a letter in it. Punctuation, numbers and symbols alone are layout. */
const hasWords = (text) => /\p{L}/u.test(text) && !MESSAGE_KEY.test(text.trim());

/** JSX attributes whose value is read by the user (or by assistive technology). */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'cancelText',
  'content',
  'description',
  'emptyText',
  'extra',
  'help',
  'label',
  'message',
  'notFoundContent',
  'okText',
  'placeholder',
  'subTitle',
  'title',
  'tooltip',
]);

/** Properties that carry text to the screen: antd's message/notification/Modal options, column and menu items. */
const TEXT_PROPERTIES = new Set(['cancelText', 'content', 'description', 'emptyText', 'label', 'message', 'okText', 'placeholder', 'title', 'tooltip']);
const FEEDBACK_APIS = new Set(['message', 'notification', 'Modal', 'modal']);

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression') return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.right) ?? literalText(node.left);
  return null;
}

const noLiteralUiString = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from the message catalogue, not from string literals.' },
    schema: [],
  },
  create(context) {
    const flag = (node, text) =>
      context.report({
        node,
        message: `user-facing text '${text.trim().slice(0, 40)}' is written in code: add it to specs/messages/en.json and use msg()`,
      });
    const checkValue = (node) => {
      const text = literalText(node);
      if (text !== null && hasWords(text)) flag(node, text);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) flag(node, node.value);
      },
      JSXExpressionContainer(node) {
        // {'text'} as a child of an element
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') checkValue(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name?.name;
        if (TEXT_ATTRIBUTES.has(name)) checkValue(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || !FEEDBACK_APIS.has(callee.object.name)) return;
        // message.error('…'): the text itself; option objects are checked as properties below
        for (const arg of node.arguments) if (arg.type !== 'ObjectExpression') checkValue(arg);
      },
      // { title: 'ID' } in a column, a menu item, a Modal.confirm option: what the user reads
      Property(node) {
        if (node.parent.type !== 'ObjectExpression' || node.computed) return;
        if (TEXT_PROPERTIES.has(node.key.name ?? node.key.value)) checkValue(node.value);
      },
    };
  },
};

export const consolePlugin = {
  meta: { name: 'console' },
  rules: {
    'import-boundaries': importBoundaries,
    'no-literal-ui-string': noLiteralUiString,
  },
};

export { checkImport };
