import { useId, type ReactNode } from 'react';
import { Switch } from '../../components/ui/switch.tsx';
import { InlineText } from './inline-text.tsx';

// Small fields the response-type editors share (in a file of its own, so editors in other files
// use them without an import cycle).

export function ToggleRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description ? <p className="text-xs text-slate-500">{description}</p> : null}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

export function FieldBox({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-slate-200 bg-white p-1">{children}</div>;
}

/** A short labelled text setting (a scale's or slider's end label) in its box. */
export function LabelField({
  label,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (text: string) => void;
}) {
  return (
    <FieldBox>
      <InlineText
        label={label}
        visibleLabel
        value={value}
        maxLength={maxLength}
        inputClassName="text-sm"
        onChange={onChange}
      />
    </FieldBox>
  );
}
