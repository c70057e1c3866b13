import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { importanceLevels, type Importance } from '../../../../domain/email-analysis';
import type { Requirement } from '../../../../domain/requirement';
import { useAddRequirement, useRequirementCatalog } from '../../../api/requirements';
import { Button } from '../../../components/button';

const selectClasses =
  'h-9 min-w-0 rounded-md border border-gray-400 bg-white px-2 text-sm text-gray-900';

/**
 * Amazon sometimes asks for something on the phone or in a form the notice does not show: the
 * seller adds it to Required Documentation, and it counts like any other requirement.
 */
export function AddRequirementForm({
  caseId,
  current,
}: {
  caseId: string;
  current: Requirement[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [catalogId, setCatalogId] = useState('');
  const [importance, setImportance] = useState<Importance>('High');
  const catalog = useRequirementCatalog(isOpen);
  const add = useAddRequirement(caseId);
  const required = new Set(current.map((r) => r.catalogId));
  const choices = catalog.data?.filter((entry) => !required.has(entry.catalogId)) ?? [];

  if (!isOpen)
    return (
      <Button variant="outline" size="sm" className="mt-4" onClick={() => setIsOpen(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add a required document
      </Button>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!catalogId) return;
    add.mutate(
      { catalogId, importance },
      {
        onSuccess: (added) => {
          toast.success(`${added.name} added to the required documentation`);
          setCatalogId('');
          setIsOpen(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form
      aria-label="Add a required document"
      onSubmit={onSubmit}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-md border border-gray-200 p-3"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="add-requirement-document" className="text-xs font-medium text-gray-700">
          Document
        </label>
        <select
          id="add-requirement-document"
          value={catalogId}
          onChange={(event) => setCatalogId(event.target.value)}
          disabled={!catalog.isSuccess}
          className={selectClasses}
        >
          <option value="">{catalog.isPending ? 'Loading…' : 'Choose a document'}</option>
          {choices.map((entry) => (
            <option key={entry.catalogId} value={entry.catalogId}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="add-requirement-importance" className="text-xs font-medium text-gray-700">
          Importance
        </label>
        <select
          id="add-requirement-importance"
          value={importance}
          onChange={(event) => setImportance(event.target.value as Importance)}
          className={selectClasses}
        >
          {importanceLevels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!catalogId || add.isPending}>
          {add.isPending ? 'Adding...' : 'Add'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
