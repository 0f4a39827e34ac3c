#ifndef PLUMB_CZLIB_SHIM_H
#define PLUMB_CZLIB_SHIM_H

#include <zlib.h>

// `deflateInit` / `inflateInit` are function-like macros in <zlib.h> and are
// therefore not visible to Swift. These inline wrappers expose them.
static inline int plumb_deflateInit(z_streamp stream, int level) {
    return deflateInit(stream, level);
}

static inline int plumb_inflateInit(z_streamp stream) {
    return inflateInit(stream);
}

#endif
