// qpdf's C API. Only the CQPDF shim uses qpdf, through its C++ API; this module exists so that
// SwiftPM finds qpdf's include and library paths with pkg-config.
#include <qpdf/qpdf-c.h>
