import path from 'node:path';

/**
 * The web app's layers, one way: routes/<screen> -> components, lib, api -> domain. A screen
 * folder does not reach into another screen's folder (what two screens share belongs in
 * components/ or lib/), and api/, components/ and lib/ do not import screens. Only static imports
 * count: a dynamic import() of a screen is how code is split and prefetched (router.tsx, lib/).
 * router.tsx and main.tsx compose the screens and may import any of them.
 */
const WEB_ROOT = path.join('src', 'web');

function areaOf(file, webRoot) {
  const relative = path.relative(webRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'routes') return { layer: 'routes', screen: second };
  return { layer: top.includes('.') ? 'root' : top, screen: null };
}

/** @type {import('eslint').Rule.RuleModule} */
const webLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: "A screen does not import another screen's folder; lower layers no screen",
    },
    messages: {
      otherScreen:
        "'{{source}}' is inside routes/{{target}}/: move what routes/{{screen}}/ shares with it to components/ or lib/.",
      screenFromLower: "'{{source}}' is a screen: {{layer}}/ must not import routes/.",
    },
    schema: [],
  },
  create(context) {
    const webRoot = path.join(context.cwd, WEB_ROOT);
    const from = areaOf(context.filename, webRoot);
    if (!from || from.layer === 'root') return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = areaOf(path.resolve(path.dirname(context.filename), source), webRoot);
      if (!target || target.layer !== 'routes') return;
      if (from.layer === 'routes' && from.screen !== target.screen) {
        context.report({
          node,
          messageId: 'otherScreen',
          data: { source, target: target.screen, screen: from.screen },
        });
      } else if (from.layer !== 'routes') {
        context.report({ node, messageId: 'screenFromLower', data: { source, layer: from.layer } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'web-layers': webLayers } };
