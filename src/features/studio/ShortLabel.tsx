/**
 * A short visible word ('비율') for a control whose accessible name is the full phrase ('제주 감귤
 * 비율'): beside a note's own heading, repeating its name on every control would only crowd the row.
 */
export function ShortLabel({ visible, full }: { visible: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{visible}</span>
      <span className="visually-hidden">{full}</span>
    </>
  );
}
