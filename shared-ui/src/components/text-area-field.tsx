import type { Ref, TextareaHTMLAttributes } from 'react';
import { type FieldTextProps, LabelledField, useLabelledField } from './field-parts.tsx';

export interface TextAreaFieldProps
  extends FieldTextProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = useLabelledField(props);
  return (
    <LabelledField {...frame}>
      <textarea {...control} />
    </LabelledField>
  );
}
