#include "cpng.h"

#include <libdeflate.h>
#include <png.h>

const char *cpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

const char *cpng_libpng_header_version(void) { return PNG_LIBPNG_VER_STRING; }

const char *cpng_libdeflate_header_version(void) { return LIBDEFLATE_VERSION_STRING; }
