/* AutoLISP conventions drafters expect from a finished command. */
export const CONVENTIONS = `AutoLISP conventions for finished commands:
- Define commands as (defun c:NAME ( / local1 local2 ...) ...) and list every variable you setq in the
  locals after the slash, so nothing leaks into the drawing's global namespace.
- Install a local *error* handler that restores every system variable you change (save them first
  with getvar), ends the undo group, prints the message unless it is "Function cancelled" or
  "quit / exit abort", and exits quietly:
    (defun *error* (msg)
      (if oldcmd (setvar "CMDECHO" oldcmd))
      (command "_.UNDO" "_End")
      (if (not (wcmatch (strcase msg) "*CANCEL*,*QUIT*,*EXIT*")) (princ (strcat "\\nError: " msg)))
      (princ))
  and list *error* among the locals so the global handler comes back afterwards.
- Wrap drawing changes in an undo group: (command "_.UNDO" "_Begin") ... (command "_.UNDO" "_End"),
  so one U undoes the whole command.
- Check for nothing selected: ssget returns nil when nothing matches, and (sslength nil) is an error.
  Test (if ss ...) and tell the user when there was nothing to do.
- Change entities with entget / subst / entmod (or entmake for new ones), using DXF group codes
  (0 type, 8 layer, 10/11 points, 62 color, 6 linetype, 40 height, 1 text).
- Use the underscore and dot prefixes in command calls ("_.LINE") so they work in any language.
- Print a short report of what was done, and end the command with (princ) to exit quietly.
- ActiveX (vla-*, vlax-*) is simulated as AutoCAD for Windows has it, over the same drawing entget sees:
  (vl-load-com), (vlax-get-acad-object), (vla-get-ActiveDocument ...), (vla-get-ModelSpace doc),
  (vlax-ename->vla-object e), vla-get-X / vla-put-X / vla-Method, vlax-for over collections,
  vla-StartUndoMark / vla-EndUndoMark. vla- calls want points as (vlax-3d-point pt) and arrays as
  safearrays or variants; vlax-get / vlax-put / vlax-invoke take and return plain lists and -1/0.
  Booleans are :vlax-true / :vlax-false. Check members with vlax-property-available-p or
  vlax-method-applicable-p, or lookup_function (vla-get-Layer ...) when unsure. COM servers outside
  AutoCAD (Scripting.FileSystemObject, Excel, WScript.Shell) are refused by the sandbox.
- vlax-curve-* (lengths, points at distance, closest point) works on LINE, ARC, CIRCLE and polylines,
  given an ename or a VLA-object.
- vlr-* reactors are simulated for command, system-variable, object (owners are enames), database and lisp
  events; the run result lists the reactions that fired. Do not use acet-* functions: they are not simulated.`;
