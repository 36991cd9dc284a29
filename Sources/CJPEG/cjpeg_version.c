#include "cjpeg.h"

#include <stdio.h>

#include <jerror.h>
#include <jpeglib.h>

#define CJPEG_STRINGIFY(tokens) #tokens
#define CJPEG_STRING(macro) CJPEG_STRINGIFY(macro)

const char *cjpeg_api_version(void) {
    /* jpeg_std_error only fills the struct: no allocation, nothing to release. The table is
       the library's static data, so the string outlives the struct. */
    struct jpeg_error_mgr errors;
    jpeg_std_error(&errors);
    if (JMSG_VERSION > errors.last_jpeg_message) return NULL;
    return errors.jpeg_message_table[JMSG_VERSION];
}

const char *cjpeg_turbo_header_version(void) {
#ifdef LIBJPEG_TURBO_VERSION
    return CJPEG_STRING(LIBJPEG_TURBO_VERSION);
#else
    return NULL;
#endif
}
