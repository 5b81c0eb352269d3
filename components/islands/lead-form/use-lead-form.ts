import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from "react";
import { flushSync } from "react-dom";
import { usePathname } from "next/navigation";
import { checkAnswers, fieldNames, multipleFields, type FormRules } from "@/lib/leads/form-rules";
import {
  formValues,
  initialLeadFormState,
  metaFields,
  type FieldErrors,
  type LeadFormState,
} from "@/lib/leads/form-state";
import { leadMessages } from "@/lib/leads/messages";
import { focusFirstInvalid, setHidden, type LeadFormMeta } from "./form-dom";

export type LeadAction = (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>;

/** What the browser found on its own; it stands until the server answers again. */
type ClientCheck = { answer: LeadFormState; errors: FieldErrors; message?: string };

/**
 * The behaviour every lead form island shares: the Server Action through useActionState (so the
 * form also posts without JavaScript, or before hydration), the form's rules checked in the
 * browser before posting (the server's own rules and messages, without zod: lib/leads/
 * form-rules.ts), focus on the first problem, one post at a time, and the time trap and key set
 * only after mount.
 */
export function useLeadForm(
  rules: FormRules,
  action: LeadAction,
  options: {
    /** The time trap and key of a restored draft, read once after mount. */
    restoreMeta?: () => LeadFormMeta | null;
    /** Runs in the same render as the browser's messages, e.g. to show the step they are on. */
    onClientErrors?: (errors: FieldErrors, answer: LeadFormState) => void;
  } = {},
) {
  const { restoreMeta, onClientErrors } = options;
  // The permalink becomes the form's `action` in the HTML: without it React writes `action=""`,
  // which is invalid HTML; a post without JavaScript goes to this same page either way.
  const [answer, formAction, pending] = useActionState(action, initialLeadFormState, usePathname());
  const [check, setCheck] = useState<ClientCheck | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const current = check?.answer === answer ? check : null;
  const errors = current ? current.errors : answer.errors;
  const message = current ? current.message : answer.message;

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const meta = restoreMeta?.() ?? { key: crypto.randomUUID(), startedAt: String(Date.now()) };
    setHidden(form, metaFields.idempotencyKey, meta.key);
    setHidden(form, metaFields.startedAt, meta.startedAt);
    // Once per mounted form: a new key would turn a retried post into a second lead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    inFlight.current = false;
    if (answer.status === "invalid") focusFirstInvalid(formRef.current);
  }, [answer]);

  /** The rules' messages for the answers (only `only` fields when given). */
  function findErrors(formData: FormData, only?: readonly string[]): FieldErrors {
    const answers = formValues(formData, fieldNames(rules), multipleFields(rules));
    const found = checkAnswers(rules, answers).errors;
    return only
      ? Object.fromEntries(Object.entries(found).filter(([f]) => only.includes(f)))
      : found;
  }

  /** Shows the problems and focuses the first; true when there are none. */
  function show(found: FieldErrors): boolean {
    const count = Object.keys(found).length;
    flushSync(() => {
      setCheck({ answer, errors: found, message: count ? leadMessages.invalid(count) : undefined });
      if (count) onClientErrors?.(found, answer);
    });
    if (count) focusFirstInvalid(formRef.current);
    return count === 0;
  }

  /** Checks the answers (or only `only`); true when they are clean. */
  function validate(only?: readonly string[]): boolean {
    const form = formRef.current;
    return form ? show(findErrors(new FormData(form), only)) : false;
  }

  /** Clears or updates a field's message as soon as its answer changes. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name;
    if (!errors[field]) return;
    const found = findErrors(new FormData(event.currentTarget));
    const next = { ...errors };
    if (found[field]) next[field] = found[field];
    else delete next[field];
    setCheck({ answer, errors: next, message });
  }

  /** Checks in the browser first, then posts through the action; never twice at once. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!navigator.onLine) {
      setCheck({ answer, errors: {}, message: leadMessages.offline });
      return;
    }
    const formData = new FormData(event.currentTarget);
    if (!show(findErrors(formData))) return;
    inFlight.current = true;
    startTransition(() => formAction(formData));
  }

  return {
    answer,
    formAction,
    pending,
    errors,
    message,
    formRef,
    validate,
    onChange,
    onSubmit,
  };
}
