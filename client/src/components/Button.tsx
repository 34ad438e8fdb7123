import type { ComponentChildren } from "preact";

export interface BtnProps {
  onClick?: () => void;
  /** When set the button is disabled and the reason shows as its tooltip (and to screen readers). */
  disabledReason?: string | null;
  kind?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md" | "lg";
  testId?: string;
  type?: "button" | "submit";
  title?: string;
  children: ComponentChildren;
  class?: string;
}

/** Every button does something or says why it cannot. */
export function Btn({ onClick, disabledReason, kind = "secondary", size = "md", testId, type = "button", title, children, class: cls }: BtnProps) {
  const disabled = !!disabledReason;
  return (
    <span class={`btn-wrap ${cls ?? ""}`} title={disabledReason || title || undefined}>
      <button
        type={type}
        class={`btn btn-${kind} btn-${size}`}
        disabled={disabled}
        aria-disabled={disabled}
        data-testid={testId}
        data-reason={disabledReason || undefined}
        onClick={disabled ? undefined : onClick}
      >
        {children}
        {disabled && <span class="sr-only"> — {disabledReason}</span>}
      </button>
    </span>
  );
}
