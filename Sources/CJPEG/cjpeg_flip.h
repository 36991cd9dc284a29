#ifndef CJPEG_FLIP_H
#define CJPEG_FLIP_H

/* The DCT-domain mirror of one component's stored blocks, in place, for libjpeg to write: what
   jpegtran's transupp.c does for -flip (do_flip_h_no_crop, do_flip_v). Internal to the CJPEG
   target. */

#include <stdio.h>

#include <jpeglib.h>

/* Reverses the blocks of every block row and negates the odd horizontal frequencies. */
void cjpeg_flip_blocks_horizontally(j_decompress_ptr src, jvirt_barray_ptr array, const jpeg_component_info *component);

/* Reverses the block rows and negates the odd vertical frequencies. */
void cjpeg_flip_blocks_vertically(j_decompress_ptr src, jvirt_barray_ptr array, const jpeg_component_info *component);

#endif
