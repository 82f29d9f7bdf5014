/*
 * A generated drawing for the DXF bench and the reader tests: our writer's header and tables with
 * `n` entities cycling LINE, CIRCLE, TEXT and LWPOLYLINE over 8 layers, as a DXF text.
 */
import { emptyDrawing } from '../../interpreter/drawing/port.js';

export function mixedDxf(n: number): string {
  const base = emptyDrawing('bench.dwg').toDxf();
  const marker = '  0\nSECTION\n  2\nENTITIES\n';
  const at = base.indexOf(marker) + marker.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const h = (0x10000 + i).toString(16).toUpperCase();
    const x = (i % 1000) * 1.25;
    const y = Math.floor(i / 1000) * 2.5;
    const lay = `L${i % 8}`;
    const head = `  5\n${h}\n100\nAcDbEntity\n  8\n${lay}\n 62\n${(i % 7) + 1}\n`;
    switch (i % 4) {
      case 0:
        parts.push(`  0\nLINE\n${head}100\nAcDbLine\n 10\n${x}\n 20\n${y}\n 30\n0.0\n 11\n${x + 0.5}\n 21\n${y + 0.75}\n 31\n0.0\n`);
        break;
      case 1:
        parts.push(`  0\nCIRCLE\n${head}100\nAcDbCircle\n 10\n${x}\n 20\n${y}\n 30\n0.0\n 40\n${0.1 + (i % 10) * 0.05}\n`);
        break;
      case 2:
        parts.push(`  0\nTEXT\n${head}100\nAcDbText\n 10\n${x}\n 20\n${y}\n 30\n0.0\n 40\n0.2\n  1\nP-${i}\n100\nAcDbText\n`);
        break;
      default:
        parts.push(`  0\nLWPOLYLINE\n${head}100\nAcDbPolyline\n 90\n4\n 70\n1\n 10\n${x}\n 20\n${y}\n 10\n${x + 1}\n 20\n${y}\n 10\n${x + 1}\n 20\n${y + 1}\n 10\n${x}\n 20\n${y + 1}\n`);
    }
  }
  return base.slice(0, at) + parts.join('') + base.slice(at);
}

