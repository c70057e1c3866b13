import { documentTypeLabels, documentTypes, type DocumentType } from '../../../domain/document';
import { Select } from '../select';

const options = documentTypes.map((type) => ({ value: type, label: documentTypeLabels[type] }));

export function DocumentTypeSelect({
  id,
  value,
  onValueChange,
  disabled,
  invalid,
  describedBy,
}: {
  id: string;
  value: DocumentType | '';
  onValueChange: (type: DocumentType) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <Select
      id={id}
      value={value}
      options={options}
      onValueChange={onValueChange}
      placeholder="Select document type"
      disabled={disabled}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
