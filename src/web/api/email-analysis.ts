import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailAnalysis } from '../../domain/email-analysis';
import { request } from './http';

/**
 * The analysis of one exact e-mail text. Kept in the query cache (not in the wizard's state) so
 * the results are still there when the seller steps back to the e-mail, and gone once they edit it.
 */
export function emailAnalysisKey(content: string) {
  return ['email-analysis', content.trim()] as const;
}

/** POST /api/analysis/email: analyses without storing anything. */
export function analyzeEmail(content: string): Promise<EmailAnalysis> {
  return request<EmailAnalysis>('/api/analysis/email', { method: 'POST', body: { content } });
}

export function useAnalyzeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeEmail,
    onSuccess: (analysis, content) => queryClient.setQueryData(emailAnalysisKey(content), analysis),
  });
}

/** The analysis already made of this text, if any; never fetches by itself. */
export function useEmailAnalysisResult(content: string) {
  return useQuery<EmailAnalysis>({
    queryKey: emailAnalysisKey(content),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}
