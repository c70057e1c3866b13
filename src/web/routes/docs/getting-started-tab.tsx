import { Link } from 'react-router';
import { DocHeading, DocList, DocText } from './doc-blocks';

export function GettingStartedTab() {
  return (
    <>
      <h2 className="text-2xl font-bold text-gray-900">Getting Started</h2>
      <DocText>
        CasePilot is a workspace for Amazon sellers who need to resolve account-health cases:
        listing suppressions, FBA inventory locks and ASIN information requests. It reads the notice
        Amazon sent you, tells you which documents Amazon expects, scores the documents you upload
        and keeps every case, message and status change in one place.
      </DocText>

      <DocHeading>1. Get an account</DocHeading>
      <DocText>
        CasePilot is in alpha. Request access with the form on the{' '}
        <Link to="/#request-access" className="font-medium text-blue-800 underline">
          home page
        </Link>
        . When an administrator approves the request you receive an invitation link to set your
        password. Afterwards, sign in with your e-mail address or your username.
      </DocText>

      <DocHeading>2. Find your way around</DocHeading>
      <DocList
        items={[
          <>
            <strong>Dashboard</strong>: totals of your cases, open and resolved counts, your success
            rate, average days to resolution and your most recent cases.
          </>,
          <>
            <strong>Cases</strong>: every case with search, status, case type and date filters and
            sorting.
          </>,
          <>
            <strong>New Case</strong>: the three-step wizard that creates a case.
          </>,
          <>
            <strong>Documentation</strong>: this guide, available without signing in.
          </>,
        ]}
      />

      <DocHeading id="create-a-case">3. Create your first case</DocHeading>
      <DocText>Choose New Case in the header. The wizard has three steps:</DocText>
      <DocList
        ordered
        items={[
          <>
            <strong>Case Details</strong>: your Seller ID, the affected ASIN, the case type
            (Suppression, FBA Lock or ASIN Request), a short title and a description. Every field is
            required; Next: Email Analysis checks them.
          </>,
          <>
            <strong>Email Analysis</strong>: paste the full e-mail from Amazon and choose Analyze
            Email. CasePilot identifies the case type and the issue, lists the key issues, the ASINs
            and any response deadline, suggests the documents you need (Critical, High, Medium, Low)
            and estimates an initial success probability. Green means 70% or more, amber 40% or
            more, red below 40%. The e-mail is saved on the case as an Amazon Email communication.
          </>,
          <>
            <strong>Documents</strong>: upload what you already have, then choose Create Case. You
            land on the new case&apos;s page and can keep adding documents there.
          </>,
        ]}
      />

      <DocHeading>4. Work the case</DocHeading>
      <DocText>
        Open a case from the list to see its four tabs: Case Summary (status, probability,
        documentation summary and the submission package), Documentation (uploads and the
        required-documents checklist), Communication (every e-mail and response) and Debrief (what
        worked, once the case is resolved). Answer Amazon within 7 days of the notice, and follow up
        if you have no answer after 3 to 5 business days.
      </DocText>
    </>
  );
}
