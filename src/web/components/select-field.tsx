import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { Select, type SelectOption } from './select';

export interface SelectFieldProps<TForm extends FieldValues, T extends string> {
  control: Control<TForm>;
  name: FieldPath<TForm>;
  id: string;
  label: string;
  options: readonly SelectOption<T>[];
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
}

/** A labelled select bound to a react-hook-form field (Radix selects are not native inputs). */
export function SelectField<TForm extends FieldValues, T extends string>({
  control,
  name,
  id,
  label,
  options,
  error,
  hint,
  placeholder,
}: SelectFieldProps<TForm, T>) {
  return (
    <FormField id={id} label={label} {...(error ? { error } : {})} {...(hint ? { hint } : {})}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              {...aria}
              value={field.value as T | ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={options}
              {...(placeholder ? { placeholder } : {})}
            />
          )}
        />
      )}
    </FormField>
  );
}
