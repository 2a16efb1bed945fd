import { normalizePersonalId, validate, validatePassword, type ValidationCode } from '@hemma/ui';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useShopLabels, validationText } from '../labels';

/** How a field is judged: the kinds of spec section 5, plus a password that must only be given (login). */
export type FieldRule =
  'email' | 'password' | 'passwordStrength' | 'passwordMatch' | 'personalId' | 'required' | 'free';

export interface FieldSpec {
  rule: FieldRule;
  optional?: boolean;
  /** passwordMatch: the name of the field whose value this one repeats. */
  matches?: string;
}

function judge(
  spec: FieldSpec,
  value: string,
  values: Record<string, string>,
): ValidationCode | null {
  if (spec.rule === 'free') return null;
  if (spec.optional && value.trim() === '') return null;
  switch (spec.rule) {
    case 'password':
      return validatePassword(value);
    case 'required':
      return validate('empty', value);
    case 'passwordMatch':
      return validate('passwordMatch', value, {
        matchValue: spec.matches ? (values[spec.matches] ?? '') : '',
      });
    default:
      return validate(spec.rule, value, { optional: spec.optional });
  }
}

/**
 * A form's text fields with the spec's validation timing (section 5): a field is judged when it
 * loses focus and again on every change while it is invalid; a repeated password is judged again
 * when the password it repeats changes; a personal ID gets its missing hyphen on blur. Messages
 * come in the page's language.
 */
export function useAccountForm<Name extends string>(
  specs: Record<Name, FieldSpec>,
  initial: Partial<Record<Name, string>> = {},
) {
  const { t } = useShopLabels();
  const names = Object.keys(specs) as Name[];
  const [values, setValues] = useState<Record<Name, string>>(
    () =>
      Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Name, ValidationCode>>>({});
  const judged = useRef(new Set<Name>());

  const judgeInto = (
    next: Record<Name, string>,
    name: Name,
    current: Partial<Record<Name, ValidationCode>>,
  ) => {
    const verdict = judge(specs[name], next[name], next);
    const updated = { ...current };
    if (verdict) updated[name] = verdict;
    else delete updated[name];
    return updated;
  };

  const change = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((current) => {
      let updated = current;
      if (current[name]) updated = judgeInto(next, name, updated);
      for (const other of names) {
        if (specs[other].matches === name && judged.current.has(other))
          updated = judgeInto(next, other, updated);
      }
      return updated;
    });
  };

  const blur = (name: Name) => {
    judged.current.add(name);
    const value =
      specs[name].rule === 'personalId'
        ? (normalizePersonalId(values[name]) ?? values[name])
        : values[name];
    const next = { ...values, [name]: value };
    if (value !== values[name]) setValues(next);
    setErrors((current) => judgeInto(next, name, current));
  };

  /** Judges every field; true when all are valid. */
  const validateAll = useCallback((): boolean => {
    let updated: Partial<Record<Name, ValidationCode>> = {};
    for (const name of names) {
      judged.current.add(name);
      updated = judgeInto(values, name, updated);
    }
    setErrors(updated);
    return Object.keys(updated).length === 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  const error = (name: Name): string | null => {
    const code = errors[name];
    return code ? validationText(code, t) : null;
  };

  /** The props of a TextField for this field. */
  const field = (name: Name) => ({
    name,
    value: values[name],
    error: error(name),
    optional: specs[name].optional,
    optionalLabel: t('validation.optional'),
    'aria-required': specs[name].rule !== 'free' && !specs[name].optional ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change(name, event.currentTarget.value),
    onBlur: () => blur(name),
  });

  return { values, setValues, error, field, validateAll, change };
}

/** The reveal toggle's wording for every password field of the account forms. */
export function usePasswordLabels() {
  const { t } = useShopLabels();
  return {
    showPasswordLabel: t('account.showPassword'),
    hidePasswordLabel: t('account.hidePassword'),
  };
}
