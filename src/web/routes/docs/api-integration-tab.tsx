import { Code, CodeBlock, DocHeading, DocTable, DocText } from './doc-blocks';

const curlExample = `curl https://casepilot.example.com/api/cases?status=New \\
  -H "Authorization: Bearer <token>"`;

const createExample = `curl -X POST https://casepilot.example.com/api/cases \\
  -H "Authorization: Bearer <token>" \\
  -H "Content-Type: application/json" \\
  -d '{"sellerId":"A1B2C3D4E5","asin":"B08N5WRWNW","caseType":"Suppression",
       "title":"Listing suppressed for safety","description":"Notice of 3 May"}'`;

const errorExample = `{
  "error": {
    "code": "VALIDATION_FAILED",
    "message": "ASIN is required",
    "fields": { "asin": "ASIN is required" }
  }
}`;

export function ApiIntegrationTab() {
  return (
    <>
      <h2 className="text-2xl font-bold text-gray-900">API Integration</h2>
      <DocText>
        Everything the web app does goes through a REST API, and your own scripts can use the same
        API: sync cases into a spreadsheet, open a case from your ticketing tool, or upload
        documents in bulk. All paths start with <Code>/api</Code>, bodies are JSON (camelCase)
        except uploads (multipart), and times are ISO-8601 in UTC. The machine-readable OpenAPI
        document is at <Code>/api/openapi.json</Code>, a readable reference at{' '}
        <Code>/api/reference</Code>.
      </DocText>

      <DocHeading id="authentication">Authentication with personal API tokens</DocHeading>
      <DocText>
        Create a personal API token while signed in (<Code>POST /api/tokens</Code>). The secret is
        shown once: store it in your secret manager. Send it on every request:
      </DocText>
      <CodeBlock label="Listing cases with a token">{curlExample}</CodeBlock>
      <DocText>
        A token acts as you: it sees only your cases. List your tokens with{' '}
        <Code>GET /api/tokens</Code> and revoke one with <Code>DELETE /api/tokens/:id</Code>. Never
        put a token in browser code or a public repository.
      </DocText>
      <DocText>
        Give a token the least it needs with <Code>scope</Code> when creating it: <Code>read</Code>{' '}
        only reads (any write answers 403), <Code>read-write</Code> (the default) can do what you
        can in the web app. Admin routes answer 403 to a token unless an administrator created it
        with the <Code>admin</Code> scope, sending their password again as <Code>password</Code>. A
        token cannot create other tokens, and all of your tokens are revoked when an administrator
        resets your password or disables your account.
      </DocText>

      <DocHeading>Main endpoints</DocHeading>
      <DocTable
        head={['Method and path', 'Purpose']}
        rows={[
          [
            <Code key="1">GET /api/cases</Code>,
            'List cases: search, status, caseType, dateRange, sort, page, pageSize (max 100)',
          ],
          [<Code key="2">POST /api/cases</Code>, 'Create a case (starts as New)'],
          [<Code key="3">GET /api/cases/:id</Code>, 'A case with its documents and communications'],
          [<Code key="4">PATCH /api/cases/:id</Code>, 'Change fields or status'],
          [<Code key="5">DELETE /api/cases/:id</Code>, 'Delete a case and everything under it'],
          [<Code key="6">POST /api/analysis/email</Code>, 'Analyze an Amazon e-mail'],
          [
            <Code key="7">POST /api/cases/:id/documents</Code>,
            'Upload a document (multipart: file, type)',
          ],
          [<Code key="8">GET /api/cases/:id/communications</Code>, 'The case’s correspondence'],
          [<Code key="9">GET /api/stats/dashboard</Code>, 'Your dashboard figures'],
        ]}
      />
      <CodeBlock label="Creating a case with a token">{createExample}</CodeBlock>
      <DocText>
        Lists are paginated: <Code>?page=1&amp;pageSize=20</Code> returns{' '}
        <Code>{'{items, total, page, pageSize}'}</Code>.
      </DocText>

      <DocHeading id="rate-limits">Rate limits</DocHeading>
      <DocText>
        Each token may make at most the following, and so may each user across all their tokens:
      </DocText>
      <DocTable
        head={['Window', 'Requests']}
        rows={[
          ['Per minute', '100 requests per minute'],
          ['Per hour', '1000 requests per hour'],
          ['Per day', '5000 requests per day'],
        ]}
      />
      <DocText>
        Past a limit the API answers <Code>429 RATE_LIMITED</Code> with a <Code>Retry-After</Code>{' '}
        header giving the seconds to wait. Back off and retry after that delay rather than
        immediately.
      </DocText>

      <DocHeading id="errors">Errors</DocHeading>
      <DocText>Every error has the same shape, with the HTTP status telling its class:</DocText>
      <CodeBlock label="Error response example">{errorExample}</CodeBlock>
      <DocTable
        head={['Status', 'Code', 'Meaning']}
        rows={[
          ['400', 'VALIDATION_FAILED', 'The body or query is invalid; fields names each problem'],
          ['401', 'UNAUTHENTICATED', 'Missing, expired or revoked token or session'],
          ['403', 'FORBIDDEN', 'Signed in, but not allowed'],
          ['404', 'NOT_FOUND', 'No such resource, or not yours'],
          [
            '409',
            'CONFLICT',
            'The request clashes with the current state, e.g. an illegal status change',
          ],
          [
            '413 / 415',
            'PAYLOAD_TOO_LARGE / UNSUPPORTED_MEDIA_TYPE',
            'Upload over 10 MB or of a type not accepted',
          ],
          ['429', 'RATE_LIMITED', 'Too many requests; see Retry-After'],
          ['5xx', 'INTERNAL / AI_UNAVAILABLE', 'Our side failed; retry later'],
        ]}
      />
    </>
  );
}
