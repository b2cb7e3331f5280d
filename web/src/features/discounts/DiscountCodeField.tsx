import { discountCodeFormSchema } from '@community/contract';
import { useId, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { clearDiscountCode, useStoredDiscountCode } from './discount-code-store.ts';
import { discountProblemText, useApplyDiscountCode } from './use-apply-discount-code.ts';

const MESSAGES = { code: 'discounts.empty' };

/**
 * Where a member types a discount code (SPEC §3, §5): the code is looked up and, when it exists and may still
 * be used, kept as the member's discount code for the next order; a code that is applied can be removed.
 */
export function DiscountCodeField() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const applied = useStoredDiscountCode(user?.id);
  const apply = useApplyDiscountCode();
  const form = useContractForm<{ code: string }>({
    schema: discountCodeFormSchema,
    defaultValues: { code: '' },
    messages: MESSAGES,
  });
  // The lookup's refusal, in the words of discountProblemText.
  const [refusal, setRefusal] = useState<string>();
  const problem = form.fieldError('code') ?? refusal;
  const id = useId();

  if (!user) return null;

  if (applied) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2" role="status">
        <span>{t('discounts.applied', { code: applied.code, percentage: applied.value_percentage })}</span>
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => {
            clearDiscountCode();
            setRefusal(undefined);
            form.clearErrors();
          }}
        >
          {t('discounts.remove')}
        </Button>
      </div>
    );
  }

  const submit = form.onSubmit(
    ({ code }) =>
      apply(code.trim()).then(
        () => form.reset(),
        (error: unknown) => setRefusal(discountProblemText(t, error)),
      ),
    () => setRefusal(undefined),
  );

  return (
    <Form noValidate onSubmit={submit} className="discount-code-field">
      <Form.Label htmlFor={`${id}-code`}>{t('discounts.label')}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id={`${id}-code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          {...form.register('code')}
          isInvalid={Boolean(problem)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline-primary">
          {t('discounts.apply')}
        </Button>
        <Form.Control.Feedback type="invalid" id={`${id}-error`} role="alert">
          {problem}
        </Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
