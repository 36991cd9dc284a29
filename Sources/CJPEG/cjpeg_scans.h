#ifndef CJPEG_SCANS_H
#define CJPEG_SCANS_H

/* The source's scan script, logged while libjpeg reads the coefficients, and the checks
   libjpeg's compressor makes of a script. Internal to the CJPEG target. */

#include <stdio.h>

#include <jpeglib.h>

/* The most scans of a source whose script is written again; a longer one gets libjpeg's
   standard progression instead. (Encoders write about 10; jpegtran's -scans takes any number.) */
#define CJPEG_MAX_SCANS 128

/* The source's scan script, logged scan by scan as jpeg_read_coefficients reads it: libjpeg
   calls the progress monitor before each step of input, and at the first step of each scan
   the decompressor holds that scan's SOS parameters. */
typedef struct {
    struct jpeg_progress_mgr pub;
    jpeg_scan_info scans[CJPEG_MAX_SCANS];
    int count;
    int last_scan_number;
    int overflow;
} cjpeg_scan_log;

/* The progress monitor that logs the script (install it as the decompressor's `progress`). */
void cjpeg_log_scan(j_common_ptr common);

/* Whether libjpeg's compressor takes `scans` as the script for `num_components` components:
   the checks of validate_script in libjpeg's jcmaster.c, which fail with an error rather than
   a status. The decoder is more lenient (it warns about some progressions), so a source's own
   script can fail them. */
int cjpeg_script_is_valid(const jpeg_scan_info *scans, int count, int num_components, int progressive);

#endif
