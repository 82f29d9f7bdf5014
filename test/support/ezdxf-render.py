#!/usr/bin/python3
"""
The independent renderer for the drawing-view comparison (test/e2e/ezdxf-compare.e2e.test.ts and
scripts/ezdxf-side-by-side.mjs): ezdxf's drawing add-on with its matplotlib backend draws one
layout of a DXF into a PNG of exactly WIDTH x HEIGHT pixels showing the world box X0 Y0 X1 Y1 on
the given background, so it lines up pixel for pixel with a Lispwright frame of the same view.

usage: /usr/bin/python3 ezdxf-render.py IN.dxf OUT.png WIDTH HEIGHT X0 Y0 X1 Y1 [BACKGROUND] [LAYOUT]
Prints "ezdxf VERSION" on success; exits 2 when ezdxf or matplotlib is not installed.
"""
import sys

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import ezdxf
    from ezdxf.addons.drawing import Frontend, RenderContext
    from ezdxf.addons.drawing.matplotlib import MatplotlibBackend
    from ezdxf.addons.drawing.properties import LayoutProperties
except ImportError as e:  # the caller skips with this reason
    print(f"missing: {e}", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) < 9:
        print(__doc__, file=sys.stderr)
        return 1
    src, out = argv[1], argv[2]
    w, h = int(argv[3]), int(argv[4])
    x0, y0, x1, y1 = (float(v) for v in argv[5:9])
    bg = argv[9] if len(argv) > 9 else "#1b1f24"
    layout_name = argv[10] if len(argv) > 10 else "Model"
    doc = ezdxf.readfile(src)
    layout = doc.modelspace() if layout_name == "Model" else doc.layouts.get(layout_name)
    dpi = 100
    fig = plt.figure(figsize=(w / dpi, h / dpi), dpi=dpi)
    ax = fig.add_axes([0, 0, 1, 1])
    ctx = RenderContext(doc)
    props = LayoutProperties.from_layout(layout)
    props.set_colors(bg)
    ctx.set_current_layout(layout)
    ctx.current_layout_properties = props
    backend = MatplotlibBackend(ax, adjust_figure=False)
    Frontend(ctx, backend).draw_layout(layout, finalize=False, layout_properties=props)
    backend.finalize = lambda: None
    ax.set_aspect("auto")
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    fig.patch.set_facecolor(bg)
    ax.set_facecolor(bg)
    fig.savefig(out, dpi=dpi, facecolor=bg)
    print(f"ezdxf {ezdxf.__version__}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
