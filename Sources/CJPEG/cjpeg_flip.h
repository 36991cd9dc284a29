#ifndef CJPEG_FLIP_H
#define CJPEG_FLIP_H

/* The DCT-domain mirror of one component's stored blocks, in place, for libjpeg to write.
   Internal to the CJPEG target. */

#include <stdio.h>

#include <jpeglib.h>

/* Reverses the blocks of every block row and negates the odd horizontal frequencies. Returns
   the highest DC difference category the mirror can need (cjpeg_dc_category). */
int cjpeg_flip_blocks_horizontally(j_decompress_ptr src, jvirt_barray_ptr array, const jpeg_component_info *component);

/* Reverses the block rows and negates the odd vertical frequencies; returns the same. */
int cjpeg_flip_blocks_vertically(j_decompress_ptr src, jvirt_barray_ptr array, const jpeg_component_info *component);

#endif
