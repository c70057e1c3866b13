import { Badge } from '../../components/badge';
import { DocHeading, DocList, DocTable, DocText } from './doc-blocks';

export function CaseManagementTab() {
  return (
    <>
      <h2 className="text-2xl font-bold text-gray-900">Case Management</h2>
      <DocText>
        A case follows one problem Amazon raised on one ASIN, from the first notice to the final
        answer. Its page collects the analysis, the documents, the correspondence and the outcome.
      </DocText>

      <DocHeading>Case types</DocHeading>
      <DocList
        items={[
          <>
            <Badge variant="danger">Suppression</Badge> a listing was suppressed or removed, usually
            for safety, authenticity or intellectual-property reasons.
          </>,
          <>
            <Badge variant="warning">FBA Lock</Badge> inventory in Amazon&apos;s fulfilment centres
            is locked until you prove authenticity or supply-chain ownership.
          </>,
          <>
            <Badge variant="info">ASIN Request</Badge> Amazon asks for information about a product:
            specifications, brand registry or category.
          </>,
        ]}
      />

      <DocHeading id="case-statuses">Statuses</DocHeading>
      <DocText>
        A new case starts as <strong>New</strong> and normally moves through these statuses:
      </DocText>
      <DocList
        ordered
        items={[
          <>
            <Badge variant="info">New</Badge> created, not worked yet.
          </>,
          <>
            <Badge variant="warning">In Progress</Badge> you are gathering facts and documents.
          </>,
          <>
            <Badge variant="orange">Documentation Needed</Badge> documents are missing or scored too
            low.
          </>,
          <>
            <Badge variant="purple">Submitted to Amazon</Badge> the package was sent; you are
            waiting for an answer.
          </>,
          <>
            <Badge variant="success">Approved</Badge> or <Badge variant="danger">Rejected</Badge>{' '}
            Amazon&apos;s decision. A rejected case can go back to In Progress for another attempt.
          </>,
          <>
            <Badge variant="gray">Closed</Badge> nothing more to do.
          </>,
        ]}
      />
      <DocText>
        Approved and Closed count as resolved: they enable the debrief and feed your success rate
        and average resolution time. A status change that makes no sense (for example from Closed
        back to New) is refused.
      </DocText>

      <DocHeading id="documents">Documents and scoring</DocHeading>
      <DocText>
        On the Documentation tab choose a document type first (Supplier Invoice, Certificate,
        Authorization Letter, Test Report, Product Image or Other), then drop one file at a time.
        Accepted formats are PDF, DOC, DOCX, JPG and PNG, up to 10 MB each.
      </DocText>
      <DocText>
        CasePilot reads the text of every upload (scanned images included) and scores it on three
        axes from 0 to 100%:
      </DocText>
      <DocTable
        head={['Score', 'What it measures']}
        rows={[
          ['Relevance', 'Does the document prove what this case is about?'],
          [
            'Completeness',
            'Are the elements Amazon checks present: names, addresses, dates, ASINs, quantities, signatures?',
          ],
          [
            'Compliance',
            'Does it meet Amazon’s rules: readable, recent, not edited, issued by the right party?',
          ],
        ]}
      />
      <DocText>
        Relevance of 80% or more is good (green), 60% or more is medium (amber), below is poor
        (red). A document scoring above 70% counts as critical evidence. Missing elements appear as
        chips under each document. The Required Documentation list ticks a suggestion off once a
        document of that type is uploaded.
      </DocText>

      <DocHeading>Submission package</DocHeading>
      <DocText>
        A case is ready for submission when it has at least one document and a success probability
        above 50%; until then CasePilot says Additional documentation required. When ready, Generate
        Submission Package builds a Case Summary Letter (PDF), the Combined Documentation (PDF) and
        an Appeal Template (DOCX). Submit to Amazon marks the case Submitted to Amazon and records
        it in the communication history.
      </DocText>

      <DocHeading id="best-practices">Best practices</DocHeading>
      <DocList
        items={[
          'Paste the whole Amazon e-mail, including the ASINs and any reference numbers: the analysis and the suggested documents depend on it.',
          'Upload the Critical documents first. Supplier invoices must show your business name and address, the supplier’s contact details, the ASIN’s product and quantities that cover your sales.',
          'Fix missing elements before you submit. A document scored below 60% rarely convinces Amazon.',
          'Answer within 7 days and follow up after 3 to 5 business days without an answer. Log every message in the Communication tab so the debrief reflects what happened.',
          'Read the debriefs of approved cases before a similar case: they record what worked.',
        ]}
      />
    </>
  );
}
