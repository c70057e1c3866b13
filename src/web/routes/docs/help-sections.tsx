import { Link } from 'react-router';
import { DocHeading, DocList, DocSection, DocText } from './doc-blocks';

const faqs: { question: string; answer: string }[] = [
  {
    question: 'Who can use CasePilot?',
    answer:
      'Amazon sellers and the agencies that manage their accounts. During the alpha, accounts are created by invitation: request access from the home page.',
  },
  {
    question: 'Which cases does CasePilot handle?',
    answer:
      'Listing suppressions, FBA inventory locks and ASIN information requests. Inventory discrepancies and other notices are analysed too and filed under the closest type.',
  },
  {
    question: 'Does CasePilot send anything to Amazon for me?',
    answer:
      'No. CasePilot prepares the submission package and records that you submitted it; you send it through Seller Central yourself, so you stay in control of what Amazon receives.',
  },
  {
    question: 'How is the success probability calculated?',
    answer:
      'From the e-mail analysis (case type, issue, deadline) and, as you add them, from the scores of your documents against what Amazon asks for. It is an estimate to prioritise work, not a promise.',
  },
  {
    question: 'Who can see my cases?',
    answer:
      'You, and the administrators of your CasePilot installation. Other sellers cannot see or even detect your cases.',
  },
  {
    question: 'Can I use CasePilot without an AI provider?',
    answer:
      'Yes. The built-in analyzer runs offline on the server. Administrators may add OpenAI, Anthropic, Google or Azure OpenAI for richer analysis.',
  },
];

export function FaqSection() {
  return (
    <DocSection id="faq" title="Frequently Asked Questions">
      {faqs.map((faq) => (
        <div key={faq.question}>
          <DocHeading>{faq.question}</DocHeading>
          <DocText>{faq.answer}</DocText>
        </div>
      ))}
    </DocSection>
  );
}

export function TroubleshootingSection() {
  return (
    <DocSection id="troubleshooting" title="Troubleshooting">
      <DocHeading>I cannot sign in</DocHeading>
      <DocText>
        Check the e-mail or username and the password; the message Invalid username/email or
        password does not say which one is wrong, on purpose. After several failed attempts sign-in
        is paused for a few minutes. If your account was disabled, ask your administrator.
      </DocText>
      <DocHeading>I was sent back to the sign-in page</DocHeading>
      <DocText>
        Sessions end after 7 days without activity or 30 days in all, and when you log out on
        another device. Sign in again and you return to the page you were on.
      </DocText>
      <DocHeading>A document upload fails</DocHeading>
      <DocList
        items={[
          'Choose a document type before dropping the file.',
          'Upload one file at a time, in PDF, DOC, DOCX, JPG or PNG, up to 10 MB.',
          'Password-protected PDFs cannot be read; remove the password first.',
          'If the analysis fails the file is kept: use re-analyze on the document.',
        ]}
      />
      <DocHeading>The analysis missed something</DocHeading>
      <DocText>
        Paste the complete e-mail including the ASINs and the policy names Amazon quotes. You can
        correct the case type and title on the case afterwards.
      </DocText>
    </DocSection>
  );
}

export function ContactSection() {
  return (
    <DocSection id="contact" title="Contact Support">
      <DocText>
        Your CasePilot administrator manages accounts, access and AI settings and is the fastest
        help for sign-in or permission questions. For product questions, bugs and feedback during
        the alpha, write to the support address in your invitation e-mail; we answer within one
        business day. Include the case ID (shown in the case&apos;s address) and what you expected
        to happen, and never send passwords or API tokens.
      </DocText>
      <DocText>
        Not a user yet?{' '}
        <Link to="/#request-access" className="font-medium text-blue-800 underline">
          Request alpha access
        </Link>
        .
      </DocText>
    </DocSection>
  );
}

/** What has shipped, newest first: a changelog, never a roadmap of things already there. */
export function UpdatesSection() {
  return (
    <DocSection id="updates" title="Platform Updates">
      <DocHeading>Alpha 0.3 — never miss a deadline</DocHeading>
      <DocList
        items={[
          'A private intake address per seller: forward Amazon notices to it (or let CasePilot read a mailbox by IMAP) and each notice is added to its case with its attachments, or waits in your new Inbox.',
          'Reminders in the app and by e-mail: response deadline in 3 days, tomorrow, overdue, and a follow-up nudge 5 business days after a submission with no answer.',
          'Deadlines on every case card ("due in 3 days", "overdue by 2 days"); the Urgent view lists what waits on you, overdue first; a calendar feed of your deadlines.',
          'An Account page: notification settings, your intake address, your calendar link and personal API tokens.',
          'The new-case wizard keeps your draft across a reload, lets you skip the e-mail step and remembers your Seller ID.',
        ]}
      />
      <DocHeading>Alpha 0.2</DocHeading>
      <DocList
        items={[
          'Cases with the three-step creation wizard, filters, sorting, pagination and the dashboard, all computed from your data.',
          'Amazon e-mail analysis: case type, issue, ASINs, deadline, key issues and the documents to provide.',
          'Document upload (PDF, Word, images with OCR) scored for relevance, completeness and compliance.',
          'Submission packages (letter PDF, combined PDF, Word template, zip), communications with sentiment, and debriefs of resolved cases.',
          'Administration: users, access requests with invite links, AI provider settings and prompts, audit log.',
        ]}
      />
      <DocHeading>Alpha 0.1</DocHeading>
      <DocList
        items={[
          'Accounts with secure server-side sessions; sign in with e-mail or username.',
          'Alpha access requests from the home page, reviewed by administrators.',
          'This documentation, including the API and its rate limits.',
        ]}
      />
    </DocSection>
  );
}
