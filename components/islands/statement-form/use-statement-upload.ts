import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { checkAnswers, fieldNames } from "@/lib/leads/form-rules";
import {
  formValues,
  initialLeadFormState,
  metaFields,
  type FieldErrors,
} from "@/lib/leads/form-state";
import { leadMessages } from "@/lib/leads/messages";
import { checkChosenFiles, progressPerFile } from "@/lib/statements/client-checks";
import { statementFilesField } from "@/lib/statements/field-names";
import { statementRules } from "@/lib/statements/form-rules";
import { statementPaths } from "@/lib/statements/paths";
import type { StatementFormState } from "@/lib/statements/types";
import { uploadMessages } from "@/lib/statements/upload-messages";
import { focusFirstInvalid, setHidden } from "../lead-form/form-dom";

/** A file the visitor chose, with how far it has been sent and what the server said of it. */
export type SelectedFile = { id: string; file: File; progress: number; problem?: string };

/**
 * The statement form's behaviour once the page has hydrated: the chosen files as a list (added
 * by picker, camera or drop; removable), checks in the browser first, then one multipart POST
 * by XMLHttpRequest, which reports upload progress and can be cancelled. The server answers
 * JSON with the same state the page shows after a post without JavaScript; once the files are
 * stored, the browser goes to the same confirmation page such a post lands on.
 */
export function useStatementUpload(initial?: StatementFormState) {
  const [answer, setAnswer] = useState<StatementFormState>(initial ?? initialLeadFormState);
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setHidden(form, metaFields.idempotencyKey, crypto.randomUUID());
    setHidden(form, metaFields.startedAt, String(Date.now()));
    // Files chosen before the page hydrated are still in the inputs: take them into the list.
    const early = form.querySelectorAll<HTMLInputElement>(`input[type=file]`);
    const chosen = [...early].flatMap((input) => [...(input.files ?? [])]);
    early.forEach((input) => (input.value = ""));
    if (chosen.length) addFiles(chosen);
    // Once per mounted form: a new key would turn a retried post into a second lead.
  }, []);

  useEffect(() => () => request.current?.abort(), []);

  function show(next: StatementFormState) {
    flushSync(() => setAnswer(next));
    if (next.status === "invalid") focusFirstInvalid(formRef.current);
  }

  function addFiles(list: Iterable<File>) {
    const added = [...list].map((file) => ({ id: `file-${nextId.current++}`, file, progress: 0 }));
    if (!added.length) return;
    setFiles((current) => {
      const known = new Set(
        current.map(({ file }) => `${file.name}:${file.size}:${file.lastModified}`),
      );
      return [
        ...current,
        ...added.filter(({ file }) => !known.has(`${file.name}:${file.size}:${file.lastModified}`)),
      ];
    });
    setAnswer((current) => withoutFileErrors(current));
  }

  function removeFile(id: string) {
    setFiles((current) => current.filter((entry) => entry.id !== id));
    setAnswer((current) => withoutFileErrors(current));
  }

  /** The answers' problems (the server's rules) and the files' problems the browser can see. */
  function check(form: HTMLFormElement): StatementFormState | null {
    const answers = formValues(new FormData(form), fieldNames(statementRules));
    const errors: FieldErrors = checkAnswers(statementRules, answers).errors;
    const chosen = checkChosenFiles(files.map(({ file }) => file));
    const perFile = chosen.perFile;
    if (chosen.general) errors.statements = chosen.general;
    else if (perFile.some(Boolean))
      errors.statements = uploadMessages.fileChecks(perFile.filter(Boolean).length);
    if (Object.keys(errors).length === 0) return null;
    setFiles((current) => current.map((entry, index) => ({ ...entry, problem: perFile[index] })));
    return {
      status: "invalid",
      values: {},
      errors,
      message: leadMessages.invalid(Object.keys(errors).length),
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    if (!navigator.onLine) return show({ ...answer, message: leadMessages.offline });
    const problems = check(form);
    if (problems) return show(problems);
    send(form);
  }

  function send(form: HTMLFormElement) {
    const data = new FormData();
    // Text fields first: the server checks them before it reads any file.
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") data.append(name, value);
    }
    for (const { file } of files) data.append(statementFilesField, file, file.name);
    const sizes = files.map(({ file }) => file.size);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", statementPaths.upload);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (progress) => {
      if (!progress.lengthComputable) return;
      const each = progressPerFile(progress.loaded, progress.total, sizes);
      setFiles((current) =>
        current.map((entry, index) => ({ ...entry, progress: each[index] ?? 0 })),
      );
    };
    const finish = (next: StatementFormState) => {
      request.current = null;
      setSending(false);
      // The page a post without JavaScript lands on, which shows the sender (by the cookie this
      // answer set) what was read from their files, and shows it again on a reload.
      if (next.status === "success") window.location.assign(statementPaths.sent);
      else {
        setFiles((current) =>
          current.map((entry, index) => ({
            ...entry,
            progress: 0,
            problem: next.files?.find((problem) => problem.index === index)?.message,
          })),
        );
      }
      show(next);
    };
    xhr.onload = () => finish(readAnswer(xhr));
    xhr.onerror = () =>
      finish({ ...answer, status: "failed", errors: {}, message: uploadMessages.connectionLost });
    xhr.onabort = () =>
      finish({ ...answer, status: "failed", errors: {}, message: uploadMessages.cancelled });
    setSending(true);
    setAnswer((current) => ({ ...current, message: undefined }));
    xhr.send(data);
  }

  return {
    answer,
    files,
    sending,
    formRef,
    addFiles,
    removeFile,
    onSubmit,
    cancel: () => request.current?.abort(),
  };
}

/** The server's JSON answer, or a message that keeps everything in place when there is none. */
function readAnswer(xhr: XMLHttpRequest): StatementFormState {
  if (xhr.status === 451) {
    return { status: "failed", values: {}, errors: {}, message: uploadMessages.restricted };
  }
  try {
    const parsed = JSON.parse(xhr.responseText) as StatementFormState;
    if (parsed && typeof parsed.status === "string") return parsed;
  } catch {
    // fall through
  }
  return { status: "failed", values: {}, errors: {}, message: leadMessages.storeFailed };
}

function withoutFileErrors(state: StatementFormState): StatementFormState {
  if (!state.errors.statements && !state.files) return state;
  const errors = { ...state.errors };
  delete errors.statements;
  return { ...state, errors, files: undefined };
}
