import type { ReactNode } from 'react';
import { ErrorIcon } from '../Icon';
import * as css from './Field.css';

export interface FieldTextProps {
  /** The visible label; every input has one. */
  label: ReactNode;
  /** Shows the optional hint next to the label; an empty value then passes validation. */
  optional?: boolean;
  /** The hint's wording; the ui package has no i18n, so the app passes its translation. */
  optionalLabel?: string;
  /** Help shown under the control. */
  description?: ReactNode;
}

export function FieldLabel({
  htmlFor,
  id,
  label,
  optional,
  optionalLabel = 'optional',
  as: Tag = 'label',
}: Pick<FieldTextProps, 'label' | 'optional' | 'optionalLabel'> & {
  htmlFor?: string;
  id?: string;
  as?: 'label' | 'legend' | 'span';
}) {
  return (
    <Tag className={css.label} htmlFor={Tag === 'label' ? htmlFor : undefined} id={id}>
      <span>{label}</span>
      {optional ? <span className={css.optionalHint}>({optionalLabel})</span> : null}
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
