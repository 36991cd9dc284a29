/* The frame headers of a progressive mirror written by the shim's own writer: everything the
   file holds before its first scan. */

#include "cjpeg_writer.h"

/* The quantisation table component `ci`'s coefficients were quantised with: the one its first
   scan latched (a DQT later in the file may have redefined the slot since). */
static const JQUANT_TBL *cjpeg_quant_table(const struct jpeg_decompress_struct *src, int ci) {
    const jpeg_component_info *component = &src->comp_info[ci];
    return component->quant_table != NULL ? component->quant_table : src->quant_tbl_ptrs[component->quant_tbl_no];
}

/* Whether every component's table can be written in its slot: components sharing a slot were
   quantised with the same table. (libjpeg refuses the other case too.) */
int cjpeg_quant_tables_agree(const struct jpeg_decompress_struct *src) {
    for (int ci = 0; ci < src->num_components; ci++) {
        const JQUANT_TBL *table = cjpeg_quant_table(src, ci);
        if (table == NULL) return 0;
        for (int cj = 0; cj < ci; cj++)
            if (src->comp_info[cj].quant_tbl_no == src->comp_info[ci].quant_tbl_no &&
                memcmp(cjpeg_quant_table(src, cj)->quantval, table->quantval, sizeof table->quantval) != 0)
                return 0;
    }
    return 1;
}

/* SOI, the source's markers, DQT, SOF2. */
void cjpeg_put_headers(cjpeg_writer *w, const struct jpeg_decompress_struct *src) {
    size_t size = 2 + 6 * 70 + 19 + 3 * MAX_COMPONENTS;
    for (jpeg_saved_marker_ptr marker = src->marker_list; marker != NULL; marker = marker->next) size += 4 + marker->data_length;
    if (!cjpeg_reserve(w, size + NUM_QUANT_TBLS * 134)) return;
    cjpeg_put_byte(w, 0xFF);
    cjpeg_put_byte(w, 0xD8);
    for (jpeg_saved_marker_ptr marker = src->marker_list; marker != NULL; marker = marker->next) {
        cjpeg_put_marker_length(w, marker->marker, marker->data_length + 2);
        memcpy(w->buffer + w->length, marker->data, marker->data_length);
        w->length += marker->data_length;
    }
    int written[NUM_QUANT_TBLS] = {0};
    for (int ci = 0; ci < src->num_components; ci++) {
        int slot = src->comp_info[ci].quant_tbl_no;
        const JQUANT_TBL *table = cjpeg_quant_table(src, ci);
        if (written[slot]) continue;
        written[slot] = 1;
        int wide = 0;
        for (int k = 0; k < DCTSIZE2; k++) wide |= table->quantval[k] > 255;
        cjpeg_put_marker_length(w, 0xDB, 2 + 1 + (size_t)DCTSIZE2 * (wide ? 2 : 1));
        cjpeg_put_byte(w, (unsigned char)((wide << 4) | slot));
        for (int k = 0; k < DCTSIZE2; k++) {
            unsigned int q = table->quantval[cjpeg_zigzag[k]];
            if (wide) cjpeg_put_byte(w, (unsigned char)(q >> 8));
            cjpeg_put_byte(w, (unsigned char)(q & 0xFF));
        }
    }
    cjpeg_put_marker_length(w, 0xC2, 8 + 3 * (size_t)src->num_components);
    cjpeg_put_byte(w, 8);
    cjpeg_put_byte(w, (unsigned char)(src->image_height >> 8));
    cjpeg_put_byte(w, (unsigned char)(src->image_height & 0xFF));
    cjpeg_put_byte(w, (unsigned char)(src->image_width >> 8));
    cjpeg_put_byte(w, (unsigned char)(src->image_width & 0xFF));
    cjpeg_put_byte(w, (unsigned char)src->num_components);
    for (int ci = 0; ci < src->num_components; ci++) {
        const jpeg_component_info *component = &src->comp_info[ci];
        cjpeg_put_byte(w, (unsigned char)component->component_id);
        cjpeg_put_byte(w, (unsigned char)((component->h_samp_factor << 4) | component->v_samp_factor));
        cjpeg_put_byte(w, (unsigned char)component->quant_tbl_no);
    }
    if (src->restart_interval) {
        cjpeg_put_marker_length(w, 0xDD, 4);
        cjpeg_put_byte(w, (unsigned char)(src->restart_interval >> 8));
        cjpeg_put_byte(w, (unsigned char)(src->restart_interval & 0xFF));
    }
}
