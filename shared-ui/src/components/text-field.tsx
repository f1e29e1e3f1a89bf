import type { InputHTMLAttributes, Ref } from 'react';
import { type FieldTextProps, LabelledField, useLabelledField } from './field-parts.tsx';

export interface TextFieldProps
  extends FieldTextProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  const { frame, control } = useLabelledField(props);
  return (
    <LabelledField {...frame}>
      <input type="text" {...control} />
    </LabelledField>
  );
}
