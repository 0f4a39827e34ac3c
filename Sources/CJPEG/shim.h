#ifndef PLUMB_CJPEG_SHIM_H
#define PLUMB_CJPEG_SHIM_H

// libjpeg-turbo (Debian: libjpeg62-turbo-dev), for JPEG images.
//
// libjpeg reports errors by calling `error_exit`, which by default ends the process; a
// decoder of untrusted files must return instead. Swift cannot call setjmp, so the whole
// decode runs here, in C, with an error manager that longjmps back and a message kept.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct plumb_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void plumb_jpeg_error_exit(j_common_ptr info) {
    struct plumb_jpeg_error *error = (struct plumb_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void plumb_jpeg_output_message(j_common_ptr info) { (void)info; }

/// Reads only the header of `size` bytes of JPEG: the image's `*width × *height` in pixels.
/// Returns 0, or -1 with the decoder's reason in `message` (`capacity` bytes).
static inline int plumb_jpeg_size(
    const unsigned char *data, unsigned long size, int *width, int *height, char *message, int capacity
) {
    struct jpeg_decompress_struct info;
    struct plumb_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = plumb_jpeg_error_exit;
    error.manager.output_message = plumb_jpeg_output_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, capacity, "%s", error.message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0) {
        snprintf(message, capacity, "unsupported JPEG (%ux%u)", info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Decodes `size` bytes of JPEG into RGB8 rows (`*width × *height × 3` bytes, top row
/// first) in `*pixels`, which the caller frees with `free`. Returns 0, or -1 with the
/// decoder's reason in `message` (`capacity` bytes). Refuses images over `maxPixels`.
static inline int plumb_jpeg_decode(
    const unsigned char *data, unsigned long size, unsigned long maxPixels,
    int *width, int *height, unsigned char **pixels, char *message, int capacity
) {
    struct jpeg_decompress_struct info;
    struct plumb_jpeg_error error;
    unsigned char *volatile out = NULL;
    *pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = plumb_jpeg_error_exit;
    error.manager.output_message = plumb_jpeg_output_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, capacity, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(out);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    unsigned long w = info.output_width, h = info.output_height;
    if (info.output_components != 3 || w == 0 || h == 0 || w * h > maxPixels) {
        snprintf(message, capacity, "unsupported JPEG (%lux%lu, %d components)", w, h, info.output_components);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    out = (unsigned char *)malloc(w * h * 3);
    if (!out) {
        snprintf(message, capacity, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + (unsigned long)info.output_scanline * w * 3;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *width = (int)w;
    *height = (int)h;
    *pixels = out;
    return 0;
}

#endif
