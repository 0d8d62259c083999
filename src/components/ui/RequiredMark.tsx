import './RequiredMark.css';

export type RequiredMarkProps = {
  /** Read out instead of the asterisk; Korean by default. */
  label?: string | undefined;
};

/** Spec 5: required fields are marked with an asterisk; screen readers hear '(필수)' instead. */
export function RequiredMark({ label = '필수' }: RequiredMarkProps) {
  return (
    <>
      <span className="required-mark" aria-hidden="true">
        *
      </span>
      <span className="required-mark__text"> ({label})</span>
    </>
  );
}
