import { History, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { PromptResponse } from '../../../domain/ai-settings';
import { formatDateTime } from '../../../domain/dates';
import { analysisCategories, type AnalysisCategory } from '../../../domain/email-analysis';
import { usePrompt, useRestorePrompt, useSavePrompt } from '../../api/admin-prompts';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { Label } from '../../components/label';
import { Select } from '../../components/select';
import { FormActions } from '../../components/kit/form-actions';
import { QueryState } from '../../components/kit/query-state';
import { Textarea } from '../../components/textarea';
import { errorMessageOf } from '../../lib/error-message';
import { FormAlert } from '../../components/kit/form-alert';

const categoryLabels: Record<AnalysisCategory, string> = {
  suppression: 'Suppression',
  fba: 'FBA',
  inventory: 'Inventory',
  other: 'Other',
};
const categoryOptions = analysisCategories.map((value) => ({
  value,
  label: categoryLabels[value],
}));

function versionLabel(version: PromptResponse['current']): string {
  return version.isDefault ? 'Built-in prompt' : `Version ${version.version}`;
}

function PromptEditor({
  category,
  prompt,
}: {
  category: AnalysisCategory;
  prompt: PromptResponse;
}) {
  const save = useSavePrompt(category);
  const restore = useRestorePrompt(category);
  const [draft, setDraft] = useState<string | null>(null);
  const isEditing = draft !== null;
  const draftError = isEditing && !draft.trim() ? 'Prompt text is required' : null;

  const onSave = () => {
    if (draft === null || draftError) return;
    save.mutate(draft, {
      onSuccess: (saved) => {
        toast.success(`Prompt saved as version ${saved.current.version}`);
        setDraft(null);
      },
    });
  };

  const onRestore = (version: number) =>
    restore.mutate(version, {
      onSuccess: (saved) =>
        toast.success(
          `${version === 0 ? 'Built-in prompt' : `Version ${version}`} restored as version ${saved.current.version}`,
        ),
      onError: (error) => toast.error(errorMessageOf(error)),
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-4">
          <div>
            <CardTitle>{categoryLabels[category]} prompt</CardTitle>
            <CardDescription>
              Current: {versionLabel(prompt.current)}
              {prompt.current.createdAt && `, saved ${formatDateTime(prompt.current.createdAt)}`}
            </CardDescription>
          </div>
          {!isEditing && (
            <Button variant="outline" onClick={() => setDraft(prompt.current.text)}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </Button>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          <Label htmlFor="prompt-text" className="sr-only">
            System prompt
          </Label>
          <Textarea
            id="prompt-text"
            rows={16}
            readOnly={!isEditing}
            value={draft ?? prompt.current.text}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={Boolean(draftError)}
            aria-describedby={draftError ? 'prompt-text-error' : undefined}
            className={isEditing ? 'font-mono text-xs' : 'bg-gray-50 font-mono text-xs'}
          />
          {draftError && (
            <p id="prompt-text-error" className="text-sm text-red-700">
              {draftError}
            </p>
          )}
          <FormAlert message={save.isError ? errorMessageOf(save.error) : null} />
          {isEditing && (
            <FormActions
              onCancel={() => setDraft(null)}
              onConfirm={onSave}
              submitLabel="Save"
              pendingLabel="Saving..."
              isPending={save.isPending}
              isBlocked={Boolean(draftError)}
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <History aria-hidden="true" className="h-4 w-4" />
            Version history
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-3" aria-label="Prompt versions">
            {prompt.versions.map((version) => {
              const isCurrent = version.version === prompt.current.version;
              return (
                <li key={version.version} className="rounded-md border border-gray-200 p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium text-gray-900">{versionLabel(version)}</span>
                    {isCurrent ? (
                      <Badge variant="success">Current</Badge>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onRestore(version.version)}
                        disabled={restore.isPending || isEditing}
                        aria-label={`Restore ${versionLabel(version)}`}
                      >
                        <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                        Restore
                      </Button>
                    )}
                  </div>
                  <p className="mt-1 text-xs text-gray-600">
                    {version.createdAt ? formatDateTime(version.createdAt) : 'Ships with CasePilot'}
                  </p>
                  <p className="mt-1 line-clamp-2 text-xs text-gray-700">{version.text}</p>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

export function SystemPromptsTab() {
  const [category, setCategory] = useState<AnalysisCategory>('suppression');
  const prompt = usePrompt(category);

  return (
    <div className="space-y-6">
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="prompt-category">Case type</Label>
        <Select
          id="prompt-category"
          value={category}
          options={categoryOptions}
          onValueChange={setCategory}
        />
      </div>
      {/* keyed by category: switching drops an unsaved draft of another category */}
      <QueryState query={prompt} loadingLabel="Loading the prompt">
        {(data) => <PromptEditor key={category} category={category} prompt={data} />}
      </QueryState>
    </div>
  );
}
