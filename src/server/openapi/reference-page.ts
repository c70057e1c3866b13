export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<
    string,
    Record<
      string,
      { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> }
    >
  >;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const block = (title: string, value: unknown) =>
  value === undefined
    ? ''
    : `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;

/** Renders the OpenAPI document as a readable, script-free HTML reference. */
export function renderReference(doc: OpenApiDocument): string {
  const operations = Object.entries(doc.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => `<section>
  <h2><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
  ${block('Parameters', op.parameters?.length ? op.parameters : undefined)}
  ${block('Request body', op.requestBody)}
  ${block('Responses', op.responses)}
</section>`,
      ),
    );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{margin-bottom:.25rem}section{border-top:1px solid #e5e7eb;padding:.5rem 0}
h2{font-size:1rem;margin:.5rem 0}.method{display:inline-block;min-width:4.5rem;color:#1d4ed8}
pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:12px}summary{cursor:pointer;color:#374151}
</style></head>
<body><main><h1>${escapeHtml(doc.info.title)}</h1><p>Version ${escapeHtml(doc.info.version)}. ${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
${operations.join('\n')}
</main></body></html>`;
}
