/** The city at the foot of the night sky: buildings, some windows lit. Drawn from fixed numbers, decorative. */
const BUILDINGS = [
  [0, 34, 38],
  [36, 22, 56],
  [56, 30, 30],
  [84, 26, 64],
  [108, 40, 42],
  [146, 20, 72],
  [164, 34, 36],
  [196, 28, 58],
  [222, 44, 46],
  [264, 22, 68],
  [284, 36, 34],
  [318, 26, 52],
  [342, 30, 62],
  [370, 30, 40],
] as const;
const WINDOW = 4;
const GAP = 4;

export function Skyline() {
  const windows: Array<{ x: number; y: number; lit: boolean }> = [];
  BUILDINGS.forEach(([left, width, height], building) => {
    for (let y = 80 - height + 6; y < 76; y += WINDOW + GAP)
      for (let x = left + 5; x + WINDOW < left + width - 3; x += WINDOW + GAP)
        // Roughly one window in three lit, the same ones on every visit.
        windows.push({ x, y, lit: (x * 7 + y * 13 + building * 5) % 11 < 4 });
  });
  return (
    <svg className="at-skyline" viewBox="0 0 400 80" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      {BUILDINGS.map(([left, width, height]) => (
        <rect key={left} x={left} y={80 - height} width={width} height={height} className="at-building" />
      ))}
      {windows
        .filter((pane) => pane.lit)
        .map((pane) => (
          <rect
            key={`${pane.x}-${pane.y}`}
            x={pane.x}
            y={pane.y}
            width={WINDOW}
            height={WINDOW}
            className="at-window"
          />
        ))}
    </svg>
  );
}
