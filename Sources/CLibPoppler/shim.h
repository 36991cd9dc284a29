// poppler's GLib API and cairo's SVG surface. Only the CPoppler shim calls them; this module
// exists so that SwiftPM finds their include and library paths with pkg-config (poppler-glib's
// .pc requires cairo's and GLib's).
#include <cairo-svg.h>
#include <poppler.h>
