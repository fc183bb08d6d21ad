import type { ReactNode } from 'react';

interface LineDrawingProps {
  /** the grid, in px: also the drawing's size */
  width: number;
  height: number;
  strokeWidth: number;
  /** the path data of the strokes, in the current colour */
  paths: readonly string[];
  /** filled details drawn over the strokes */
  children?: ReactNode;
}

/** A decorative line drawing of the landing page (category and species icons): round-capped strokes in the text colour. */
export function LineDrawing({ width, height, strokeWidth, paths, children }: LineDrawingProps) {
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      {children}
    </svg>
  );
}
