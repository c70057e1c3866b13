import { Code, DocHeading, DocList, DocText } from './doc-blocks';

export function AdminGuideTab() {
  return (
    <>
      <h2 className="text-2xl font-bold text-gray-900">Administrator Guide</h2>
      <DocText>
        Administrators see an Admin Panel button in the header. The admin area has four pages:
        Dashboard, Users, LLM Settings and System Settings. Every change made there is recorded in
        the audit log.
      </DocText>

      <DocHeading>Dashboard</DocHeading>
      <DocText>
        Total users, active cases, API requests and system status, computed live from the database.
      </DocText>

      <DocHeading>Users</DocHeading>
      <DocList
        items={[
          'Add a user with a name, e-mail, password and role: user (a seller) or admin.',
          'Edit a user’s name, e-mail or role, or disable the account: a disabled user cannot sign in and their sessions end.',
          'Deleting a user is permanent; disable instead when you may need their cases later.',
          <>
            From the server shell, <Code>npm run user</Code> creates a user or resets a password,
            which is how you recover a lost admin account.
          </>,
        ]}
      />

      <DocHeading id="access-requests">Access requests</DocHeading>
      <DocText>
        Requests sent from the home page wait as pending. Approve one to create the account and get
        an invitation link for the requester to set a password, or reject it. Send the link over a
        channel you trust; it works once and expires.
      </DocText>

      <DocHeading id="ai-providers">AI providers and prompts</DocHeading>
      <DocText>
        CasePilot ships with a built-in analyzer that runs offline, so e-mail analysis and document
        scoring work with no AI provider at all. Under LLM Settings you can add OpenAI, Anthropic or
        Google (and Azure OpenAI under System Settings) for richer analysis:
      </DocText>
      <DocList
        items={[
          'Enter the API key, choose the model, max tokens (1 to 8192) and temperature (0 to 2, in steps of 0.1), then Test Connection.',
          'Keys are encrypted at rest on the server and never sent back to a browser; the page shows them masked.',
          'Choose the default provider. If a provider fails, CasePilot falls back to the built-in analyzer so no case is left without an analysis.',
          'System Prompts hold the instructions given to the AI per category: suppression, fba, inventory and other.',
        ]}
      />

      <DocHeading>System settings</DocHeading>
      <DocText>
        The Azure OpenAI endpoint, API key and deployment name, and the backend API base URL. The
        endpoint and base URL must be valid URLs and every field is required; Save Settings confirms
        with Settings saved successfully.
      </DocText>
    </>
  );
}
