#include "cjpeg_scans.h"

void cjpeg_log_scan(j_common_ptr common) {
    j_decompress_ptr src = (j_decompress_ptr)common;
    cjpeg_scan_log *scan_log = (cjpeg_scan_log *)src->progress;
    if (src->input_scan_number == scan_log->last_scan_number) return;
    scan_log->last_scan_number = src->input_scan_number;
    if (scan_log->count == CJPEG_MAX_SCANS || src->comps_in_scan > MAX_COMPS_IN_SCAN) {
        scan_log->overflow = 1;
        return;
    }
    jpeg_scan_info *scan = &scan_log->scans[scan_log->count++];
    scan->comps_in_scan = src->comps_in_scan;
    for (int i = 0; i < src->comps_in_scan; i++) scan->component_index[i] = src->cur_comp_info[i]->component_index;
    scan->Ss = src->Ss;
    scan->Se = src->Se;
    scan->Ah = src->Ah;
    scan->Al = src->Al;
}

/* Whether libjpeg's compressor takes `scans` as the script for `num_components` components:
   the checks of validate_script in libjpeg's jcmaster.c, which fail with an error rather than
   a status. The decoder is more lenient (it warns about some progressions), so a source's own
   script can fail them. */
int cjpeg_script_is_valid(const jpeg_scan_info *scans, int count, int num_components, int progressive) {
    int last_bitpos[MAX_COMPONENTS][DCTSIZE2];
    int sent[MAX_COMPONENTS];
    if (count < 1 || num_components < 1 || num_components > MAX_COMPONENTS) return 0;
    /* libjpeg takes the mode from the first scan; it must be the source's. */
    if ((scans[0].Ss != 0 || scans[0].Se != DCTSIZE2 - 1) != (progressive != 0)) return 0;
    for (int ci = 0; ci < num_components; ci++) {
        sent[ci] = 0;
        for (int k = 0; k < DCTSIZE2; k++) last_bitpos[ci][k] = -1;
    }
    for (int n = 0; n < count; n++) {
        const jpeg_scan_info *scan = &scans[n];
        if (scan->comps_in_scan < 1 || scan->comps_in_scan > MAX_COMPS_IN_SCAN) return 0;
        for (int i = 0; i < scan->comps_in_scan; i++) {
            int index = scan->component_index[i];
            if (index < 0 || index >= num_components) return 0;
            if (i > 0 && index <= scan->component_index[i - 1]) return 0;
        }
        int Ss = scan->Ss, Se = scan->Se, Ah = scan->Ah, Al = scan->Al;
        if (progressive) {
            if (Ss < 0 || Ss >= DCTSIZE2 || Se < Ss || Se >= DCTSIZE2 || Ah < 0 || Ah > 10 || Al < 0 || Al > 10)
                return 0;
            if (Ss == 0 ? Se != 0 : scan->comps_in_scan != 1) return 0;
            for (int i = 0; i < scan->comps_in_scan; i++) {
                int *bitpos = last_bitpos[scan->component_index[i]];
                if (Ss != 0 && bitpos[0] < 0) return 0;
                for (int k = Ss; k <= Se; k++) {
                    if (bitpos[k] < 0 ? Ah != 0 : (Ah != bitpos[k] || Al != Ah - 1)) return 0;
                    bitpos[k] = Al;
                }
            }
        } else {
            if (Ss != 0 || Se != DCTSIZE2 - 1 || Ah != 0 || Al != 0) return 0;
            for (int i = 0; i < scan->comps_in_scan; i++) {
                if (sent[scan->component_index[i]]) return 0;
                sent[scan->component_index[i]] = 1;
            }
        }
    }
    for (int ci = 0; ci < num_components; ci++)
        if (progressive ? last_bitpos[ci][0] < 0 : !sent[ci]) return 0;
    return 1;
}
