#!/usr/bin/python3
"""
Writes the small hand-made DXF fixtures of the drawing-view comparison with ezdxf
(test/e2e/fixtures/fidelity-*.dxf; committed, so this only runs when they change):
  fidelity-hatch-linetype.dxf  solid and ANSI31 hatches, DASHED and HIDDEN lines and circles
  fidelity-text.dxf            TEXT justifications 0-5 and vertical 1-3, MTEXT wrapped, attached, formatted
  fidelity-layout.dxf          a layout with two viewports on model space (one twisted), lineweights shown
usage: /usr/bin/python3 test/support/make-fidelity-fixtures.py
"""
import os
import ezdxf
from ezdxf.enums import TextEntityAlignment

OUT = os.path.join(os.path.dirname(__file__), "..", "e2e", "fixtures")


def new_doc():
    doc = ezdxf.new("R2010", setup=False)
    doc.header["$LTSCALE"] = 1.0
    doc.header["$MEASUREMENT"] = 1
    doc.linetypes.add("DASHED", [0.75, 0.5, -0.25], description="Dashed __ __ __")
    doc.linetypes.add("HIDDEN", [0.375, 0.25, -0.125], description="Hidden _ _ _")
    return doc


def hatch_linetype():
    doc = new_doc()
    msp = doc.modelspace()
    doc.layers.add("HID", color=1, linetype="HIDDEN")
    # a solid hatch and an ANSI31 hatch in squares with their outlines
    for x0, solid in ((0, True), (12, False)):
        pts = [(x0, 0), (x0 + 10, 0), (x0 + 10, 10), (x0, 10)]
        msp.add_lwpolyline(pts, close=True, dxfattribs={"color": 7})
        h = msp.add_hatch(color=3 if solid else 5)
        h.paths.add_polyline_path(pts, is_closed=True)
        if not solid:
            h.set_pattern_fill("ANSI31", scale=0.5, angle=0)
    # a hatch with a hole (a circle island)
    h = msp.add_hatch(color=2)
    h.paths.add_polyline_path([(24, 0), (34, 0), (34, 10), (24, 10)], is_closed=True, flags=1)
    ep = h.paths.add_edge_path(flags=16)
    ep.add_arc((29, 5), 3, 0, 360)
    msp.add_circle((29, 5), 3)
    # dashed and hidden lines, a dashed circle, a BYLAYER hidden line
    for i in range(5):
        msp.add_line((0, 14 + i * 2), (34, 14 + i * 2), dxfattribs={"linetype": "DASHED" if i % 2 == 0 else "HIDDEN", "color": 7})
    msp.add_circle((40, 5), 5, dxfattribs={"linetype": "DASHED", "color": 4})
    msp.add_line((36, 14), (44, 22), dxfattribs={"layer": "HID"})
    doc.saveas(os.path.join(OUT, "fidelity-hatch-linetype.dxf"))


def text():
    doc = new_doc()
    msp = doc.modelspace()
    aligns = [
        TextEntityAlignment.LEFT, TextEntityAlignment.CENTER, TextEntityAlignment.RIGHT,
        TextEntityAlignment.ALIGNED, TextEntityAlignment.MIDDLE, TextEntityAlignment.FIT,
    ]
    for i, a in enumerate(aligns):
        y = 40 - i * 5
        msp.add_line((0, y), (30, y), dxfattribs={"color": 8})
        t = msp.add_text(f"Just {i} {a.name}", height=2, dxfattribs={"color": 7})
        if a in (TextEntityAlignment.ALIGNED, TextEntityAlignment.FIT):
            t.set_placement((2, y), (28, y), align=a)
        else:
            t.set_placement((15, y), align=a)
    for j, a in enumerate((TextEntityAlignment.TOP_LEFT, TextEntityAlignment.MIDDLE_CENTER, TextEntityAlignment.BOTTOM_RIGHT)):
        x = 40 + j * 12
        msp.add_line((x - 5, 40), (x + 5, 40), dxfattribs={"color": 8})
        msp.add_text("Vert", height=2, dxfattribs={"color": 7}).set_placement((x, 40), align=a)
    # MTEXT: wrapped in a 20-unit rectangle, top-left; a paragraph break; a centred one; a rotated one
    msp.add_mtext("Wrapped paragraph text in a rectangle twenty units wide.\\PSecond paragraph.",
                  dxfattribs={"char_height": 1.5, "width": 20, "insert": (36, 30), "attachment_point": 1, "color": 7})
    msp.add_mtext("Centred\\Pmiddle {\\H2x;big} text",
                  dxfattribs={"char_height": 1.5, "insert": (46, 14), "attachment_point": 5, "color": 6})
    msp.add_mtext("Turned 90",
                  dxfattribs={"char_height": 1.5, "insert": (68, 0), "attachment_point": 7, "text_direction": (0, 1, 0), "color": 7})
    doc.saveas(os.path.join(OUT, "fidelity-text.dxf"))


def layout():
    doc = new_doc()
    doc.header["$LWDISPLAY"] = 1
    doc.layers.add("THICK", color=1, lineweight=70)
    msp = doc.modelspace()
    msp.add_lwpolyline([(0, 0), (40, 0), (40, 30), (0, 30)], close=True, dxfattribs={"layer": "THICK"})
    msp.add_circle((20, 15), 10, dxfattribs={"color": 3})
    h = msp.add_hatch(color=5)
    h.paths.add_polyline_path([(5, 5), (12, 5), (12, 12), (5, 12)], is_closed=True)
    msp.add_text("MODEL", height=3, dxfattribs={"color": 2}).set_placement((20, 15), align=TextEntityAlignment.MIDDLE_CENTER)
    psp = doc.layouts.get("Layout1")
    psp.add_lwpolyline([(0, 0), (280, 0), (280, 190), (0, 190)], close=True, dxfattribs={"color": 7})
    psp.add_text("TITLE BLOCK", height=6, dxfattribs={"color": 7}).set_placement((200, 10))
    # the whole model at 1:0.5 (view height 40 in a 80 mm tall viewport), and a twisted close-up
    psp.add_viewport(center=(70, 100), size=(110, 80), view_center_point=(20, 15), view_height=40)
    vp = psp.add_viewport(center=(210, 100), size=(100, 80), view_center_point=(0, 0), view_height=20)
    vp.dxf.view_target_point = (20, 15, 0)
    vp.dxf.view_twist_angle = 30
    doc.saveas(os.path.join(OUT, "fidelity-layout.dxf"))


if __name__ == "__main__":
    hatch_linetype()
    text()
    layout()
    print("written", OUT)
