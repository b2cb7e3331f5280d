import { MINIMUM_AGE } from '@community/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { errorCode, errorField, errorText } from '../components/error-text.ts';
import { useSingleSubmit } from '../components/use-single-submit.ts';

type Options<Values extends FieldValues> = {
  /** The contract's schema of the form (contract `form-schemas.ts`): its issues carry error codes. */
  schema: ZodType;
  defaultValues: DefaultValues<Values>;
  /** The translation key a field shows when its rule fails, instead of `errors.<code>`. */
  messages?: Partial<Record<Path<Values>, string>>;
  /** The translation key of a field's `validation_failed` (its own rule, or the server's `fields`), when it has one. */
  invalidMessage?: (field: Path<Values>) => string;
  /** The fields that show an error under them; an API error naming one (`field`, `fields`) lands there. */
  fieldErrors?: readonly Path<Values>[];
  /** The field an API error belongs under by its code, when the answer names none. */
  fieldOfCode?: (code: string) => Path<Values> | undefined;
  /** The form shows no errors under its fields: a broken rule is said once, above the button. */
  rulesAsFormError?: boolean;
  /** Focus the first field at fault (the first invalid on submit, the one an API error names). */
  focusErrors?: boolean;
  /** Check a field again as it changes once a submit has shown its error (default: only on the next submit). */
  recheckOnChange?: boolean;
};

/** A field's error in the form's state is a translation key; the birth date's minimum age is what it counts. */
const COUNTED: Record<string, number> = { 'errors.birth_date_required': MINIMUM_AGE };

/**
 * The one form hook of the web (decision 0044): react-hook-form, checked by the contract's zod schema, so a form
 * refuses what the server refuses with the same rule. It shows each broken rule under its field (translated
 * `errors.<code>`), puts an API error under the field it names or above the button, and sends once at a time (a
 * double click or a second Enter sends nothing more; a send that resolves to LEAVING keeps the form locked).
 */
export function useContractForm<Values extends FieldValues>(options: Options<Values>) {
  const { t } = useTranslation();
  const {
    schema,
    messages,
    invalidMessage,
    fieldErrors = [],
    fieldOfCode,
    rulesAsFormError,
    focusErrors,
    recheckOnChange,
  } = options;
  const [formError, setFormError] = useState<string>();
  const submitOnce = useSingleSubmit();
  const resolver = useMemo(
    () => contractResolver<Values>(schema, messages, invalidMessage),
    [schema, messages, invalidMessage],
  );
  const form = useForm<Values>({
    defaultValues: options.defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: recheckOnChange ? 'onChange' : 'onSubmit',
    shouldFocusError: Boolean(focusErrors),
  } satisfies UseFormProps<Values>);
  const { setError, handleSubmit } = form;

  /** The translated error under a field, if it has one. */
  const fieldError = (name: Path<Values>): string | undefined => {
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? t(key, { count: COUNTED[key], defaultValue: t('errors.generic') }) : undefined;
  };

  /** A refused call: under the field it concerns, else above the button (`errors.<code>` with its params). */
  const showFailure = useCallback(
    (error: unknown) => {
      const named = [errorField(error), ...namedFields(error)].filter(
        (field): field is Path<Values> => field !== undefined && fieldErrors.includes(field as Path<Values>),
      );
      const code = errorCode(error);
      const byCode = code ? fieldOfCode?.(code) : undefined;
      const fields = named.length > 0 ? named : byCode ? [byCode] : [];
      if (fields.length === 0) {
        setFormError(errorText(t, error));
        return;
      }
      fields.forEach((field, index) => {
        const invalid =
          code === 'validation_failed' ? (messages?.[field] ?? invalidMessage?.(field)) : undefined;
        const message = invalid ?? `errors.${code ?? 'generic'}`;
        setError(field, { type: 'server', message }, { shouldFocus: Boolean(focusErrors) && index === 0 });
      });
    },
    [fieldErrors, fieldOfCode, messages, invalidMessage, focusErrors, setError, t],
  );

  /**
   * The form's onSubmit: the form-wide error goes, the contract's rules run, and `send` gets the values as the
   * fields hold them. A rejected `send` is shown by showFailure; `send` catches what it shows otherwise.
   */
  const onSubmit =
    (send: (values: Values) => Promise<unknown> | unknown, before?: () => void) =>
    (event?: BaseSyntheticEvent) => {
      setFormError(undefined);
      before?.();
      return handleSubmit(
        // Awaited, so that formState.isSubmitting lasts as long as the call.
        (values) => {
          let sending: Promise<unknown> | undefined;
          submitOnce(() => {
            sending = Promise.resolve(send(values)).catch((error: unknown) => showFailure(error));
            return sending;
          });
          return sending;
        },
        (errors: FieldErrors<Values>) => {
          if (!rulesAsFormError) return;
          const key = Object.values(errors)[0]?.message;
          if (typeof key === 'string') setFormError(t(key));
        },
      )(event);
    };

  return { ...form, formError, setFormError, fieldError, showFailure, onSubmit };
}

/** The fields a `validation_failed` answer names (`fields`). */
function namedFields(error: unknown): string[] {
  if (errorCode(error) !== 'validation_failed' || typeof error !== 'object' || error === null) return [];
  const fields = (error as { params?: { fields?: unknown } }).params?.fields;
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [];
}

/**
 * zodResolver over the contract's schema, keeping the values as the fields hold them (`raw`), with each issue's
 * error code as a translation key, and only the issues of the fields on screen (a signup step checks its own).
 */
function contractResolver<Values extends FieldValues>(
  schema: ZodType,
  messages: Partial<Record<string, string>> | undefined,
  invalidMessage: ((field: Path<Values>) => string) | undefined,
): Resolver<Values> {
  const check = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const shown = new Set<string>(options.names ?? Object.keys(result.errors));
    const errors: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      if (!shown.has(field) || !error) continue;
      const code = typeof error.message === 'string' ? error.message : '';
      const invalid = code === 'validation_failed' ? invalidMessage?.(field as Path<Values>) : undefined;
      errors[field] = {
        ...error,
        message: messages?.[field] ?? invalid ?? `errors.${code || 'validation_failed'}`,
      };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values, errors: {} };
  };
}
