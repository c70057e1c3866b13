import { LoaderCircle } from 'lucide-react';
import { isAnyAnalyzing, useDocuments } from '../../../api/documents';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/card';
import { QueryState } from '../../../components/kit/query-state';
import { DocumentList } from './document-list';
import { RequiredDocumentation } from './required-documentation';
import { UploadPanel } from './upload-panel';

const ANALYZING_BANNER = 'Analyzing document relevance and compliance...';

/**
 * The case's Documentation tab (spec §2): upload, the analysing banner, the scored documents and
 * the required documentation. The list polls by itself while any document is being analysed.
 */
export function DocumentationTab({ caseId }: { caseId: string }) {
  const documents = useDocuments(caseId);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>Upload Document</CardTitle>
          </CardHeader>
          <CardContent>
            <UploadPanel caseId={caseId} />
          </CardContent>
        </Card>

        <Card>
          <section aria-labelledby="case-documents">
            <CardHeader>
              <CardTitle id="case-documents">Documents</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              {isAnyAnalyzing(documents.data) && (
                <p
                  role="status"
                  className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
                >
                  <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                  {ANALYZING_BANNER}
                </p>
              )}
              <QueryState
                query={documents}
                variant="inline"
                loadingLabel="Loading documents"
                errorMessage="Failed to fetch documents"
              >
                {(data) => <DocumentList caseId={caseId} documents={data} />}
              </QueryState>
            </CardContent>
          </section>
        </Card>
      </div>
      <RequiredDocumentation caseId={caseId} />
    </div>
  );
}
