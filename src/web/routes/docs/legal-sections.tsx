import { DocList, DocSection, DocText } from './doc-blocks';

export function PrivacySection() {
  return (
    <DocSection id="privacy" title="Privacy Policy">
      <DocText>CasePilot stores what you give it to run your cases, and nothing more:</DocText>
      <DocList
        items={[
          'Account data: name, e-mail, username and a one-way hash of your password (never the password itself).',
          'Case data: the cases, e-mails, communications and documents you add, and the analyses computed from them.',
          'Security data: a hash of your session token, sign-in attempts and an audit log of administrative changes.',
        ]}
      />
      <DocText>
        Sessions use a single HttpOnly cookie; CasePilot sets no tracking or advertising cookies.
        Documents and e-mails are sent to an external AI provider only if an administrator
        configured one; otherwise analysis stays on the CasePilot server. Deleting a case deletes
        its documents, files, communications and debrief. Ask your administrator to export or delete
        your account data.
      </DocText>
    </DocSection>
  );
}

export function TermsSection() {
  return (
    <DocSection id="terms" title="Terms of Service">
      <DocText>
        CasePilot is alpha software, provided as is while we build it with our first sellers.
        Features and data formats may change; we announce significant changes under Platform
        Updates.
      </DocText>
      <DocList
        items={[
          'You are responsible for what you submit to Amazon. Success probabilities and scores are estimates and guarantee no outcome.',
          'Upload only documents you are entitled to share, and never forged or altered ones.',
          'Keep your password and API tokens secret; activity under your account is yours.',
          'Stay within the API rate limits and do not probe or disrupt the service.',
          'CasePilot is not affiliated with or endorsed by Amazon.',
        ]}
      />
    </DocSection>
  );
}
