import type { EmailAnalysis } from '../../../domain/email-analysis';
import { analyzeEmail } from '../analyze-email';
import type { LabelledEmail } from '../corpus/load-corpus';
import { useClassifierModel, type ModelFile } from './classifier-model';
import { stableHash } from './stable-hash';
import { CV_FOLDS, trainModel } from './train-model';

/**
 * An analyzer for tuning on the train split without flattering the model: each real notice is
 * judged by a classifier trained on the other folds (and the synthetic set), so a rule that
 * leans on the model is measured as it will behave on notices the model never saw.
 * Swaps the process-wide model per call; for scripts, never the server.
 */
export function outOfFoldAnalyzer(
  train: LabelledEmail[],
  synthetic: LabelledEmail[],
): (email: LabelledEmail) => EmailAnalysis {
  const foldOf = (email: LabelledEmail) => stableHash(`oof:${email.id}`) % CV_FOLDS;
  const models: ModelFile[] = [];
  for (let fold = 0; fold < CV_FOLDS; fold += 1)
    models.push(trainModel([...train.filter((e) => foldOf(e) !== fold), ...synthetic]).file);
  return (email) => {
    useClassifierModel(models[foldOf(email)]!);
    return analyzeEmail(email.content, { today: new Date(`${email.today}T00:00:00Z`) });
  };
}
