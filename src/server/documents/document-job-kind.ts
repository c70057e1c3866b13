/** The job kind that analyses one uploaded document; payload {documentId}. */
export const DOCUMENT_ANALYSIS_JOB = 'document-analysis';
