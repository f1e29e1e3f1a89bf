import { code128Modules } from 'shared-domain/barcode';

/** A Code 128 barcode as SVG: bars and spaces laid out left to right, with quiet zones. */
export function BarcodeSvg({ text, height = 60 }: { text: string; height?: number }) {
  const modules = code128Modules(text);
  const quiet = 10;
  const width = modules.reduce((sum, module) => sum + module, 0) + quiet * 2;
  const bars: { x: number; width: number }[] = [];
  let x = quiet;
  modules.forEach((module, index) => {
    // Even positions are bars, odd ones spaces.
    if (index % 2 === 0) bars.push({ x, width: module });
    x += module;
  });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width * 2}
      height={height}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      aria-hidden="true"
    >
      <rect width={width} height={height} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.width} height={height} fill="#000" />
      ))}
    </svg>
  );
}
