/**
 * A template such as '{name} 비율' with the name read by screen readers but not shown: beside a
 * note's own heading, repeating its name on every control would only crowd the row.
 */
export function HiddenName({ template, name }: { template: string; name: string }) {
  const [before = '', after = ''] = template.split('{name}');
  return (
    <>
      {before.trim() && <span>{before}</span>}
      <span className="visually-hidden">{before.trim() ? ` ${name} ` : `${name} `}</span>
      {after.trim() && <span>{after.trim()}</span>}
    </>
  );
}
