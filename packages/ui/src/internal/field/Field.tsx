import type { ReactNode } from 'react';
import { ErrorIcon } from '../../components/Icon';
import { useUiLabels } from '../../components/LabelsProvider/LabelsProvider';
import * as css from './Field.css';

export interface FieldTextProps {
  /** The visible label; every input has one. */
  label: ReactNode;
  /** Shows the optional hint next to the label; an empty value then passes validation. */
  optional?: boolean;
  /** The hint's wording; the LabelsProvider's `optional` by default. */
  optionalLabel?: string;
  /** Help shown under the control. */
  description?: ReactNode;
}

export function FieldLabel({
  htmlFor,
  id,
  label,
  optional,
  optionalLabel,
  as: Tag = 'label',
}: Pick<FieldTextProps, 'label' | 'optional' | 'optionalLabel'> & {
  htmlFor?: string;
  id?: string;
  as?: 'label' | 'legend' | 'span';
}) {
  const optionalWord = useUiLabels().optional;
  return (
    <Tag className={css.label} htmlFor={Tag === 'label' ? htmlFor : undefined} id={id}>
      <span>{label}</span>
      {optional ? (
        <span className={css.optionalHint}>({optionalLabel ?? optionalWord})</span>
      ) : null}
    </Tag>
  );
}

/**
 * The feedback line under a control: the error message with its icon, or nothing when the value
 * is fine. Polite, so a screen reader hears a new error without losing its place.
 */
export function FieldMessage({ id, error }: { id: string; error: ReactNode | null | undefined }) {
  return (
    <div id={id} className={css.message} aria-live="polite">
      {error ? (
        <>
          <ErrorIcon size="s" />
          <span>{error}</span>
        </>
      ) : null}
    </div>
  );
}

export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={css.description}>
      {children}
    </div>
  );
}

/** The ids an input points at with aria-describedby: its description and its error, if shown. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

export interface FieldFrameProps extends FieldTextProps {
  /** The control's id, for the label. */
  controlId: string;
  messageId: string;
  descriptionId: string | undefined;
  error: ReactNode | null | undefined;
  disabled?: boolean;
  className?: string;
  /** Extra class for the control's box (a select adds room for its chevron). */
  controlClassName?: string;
  /** The control and anything drawn inside its box (a reveal toggle, a chevron). */
  children: ReactNode;
}

/** The frame every text control shares: label, the bordered control box, description and message. */
export function FieldFrame({
  controlId,
  messageId,
  descriptionId,
  label,
  optional,
  optionalLabel,
  description,
  error,
  disabled,
  className,
  controlClassName,
  children,
}: FieldFrameProps) {
  const controlBox = css.control({ invalid: Boolean(error), disabled: Boolean(disabled) });
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <FieldLabel
        htmlFor={controlId}
        label={label}
        optional={optional}
        optionalLabel={optionalLabel}
      />
      <div className={[controlBox, controlClassName].filter(Boolean).join(' ')}>{children}</div>
      {description && descriptionId ? (
        <FieldDescription id={descriptionId}>{description}</FieldDescription>
      ) : null}
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
