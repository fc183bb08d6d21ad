import type { MapPopupContent } from './map-types.ts';

/** Builds popup DOM from text only (never HTML strings), so farm names cannot inject markup. */
export function popupElement(content: MapPopupContent): HTMLElement {
  const root = document.createElement('div');
  root.style.cssText = 'font: 13px/1.4 Inter, system-ui, sans-serif; color: #0b1d33; min-width: 160px';
  const title = document.createElement('strong');
  title.textContent = content.title;
  root.appendChild(title);
  for (const line of content.lines ?? []) {
    const p = document.createElement('div');
    p.textContent = line;
    root.appendChild(p);
  }
  if (content.href) {
    const a = document.createElement('a');
    a.href = content.href;
    a.textContent = content.linkText ?? 'Open';
    a.style.cssText = 'display:inline-block;margin-top:6px;color:#0d66c6;font-weight:600';
    root.appendChild(a);
  }
  return root;
}
