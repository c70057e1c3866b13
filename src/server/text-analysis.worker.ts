import { analyzeEmail } from './analysis/analyze-email';
import { documentCovers } from './case-model/document-coverage';
import { scoreDocument } from './documents/document-scoring';
import { serveTasks } from './threads/serve-tasks';
import type { TextAnalysisInput, TextAnalysisOutput } from './text-analysis-thread';

// Runs in the text-analysis thread: the patterns read text a seller (or a mail sender) wrote,
// so one that turns out slow on some input stalls this thread, which is then ended, never the API.
serveTasks<TextAnalysisInput, TextAnalysisOutput>((input) => {
  if (input.task === 'email')
    return { task: 'email', analysis: analyzeEmail(input.content, { today: input.today }) };
  return {
    task: 'document',
    score: scoreDocument(input.scoring),
    covers: documentCovers({ type: input.scoring.type, text: input.scoring.text }),
  };
});
