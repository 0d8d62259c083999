/** A field's server message, in the element its control names in aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}
