/** The `<option>`s of a country or region select: the code as the value, the name shown. */
export function CodeOptions({ items }: { items: readonly { code: string; name: string }[] }) {
  return items.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
