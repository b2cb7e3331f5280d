/** Plain text with blank-line paragraphs and "- " bullet lines, as the legal texts are written. */
export function LegalText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => {
        const lines = block.split('\n');
        const key = `${index}-${block.slice(0, 16)}`;
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={key}>
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block}</p>;
      })}
    </>
  );
}
